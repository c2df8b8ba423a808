import { Icon } from '../../../ui/icon.tsx';

const PATHS = {
  table: <path d="M3 5h18v14H3zM3 10h18M3 15h18M9 5v14M15 5v14" />,
  rowAdd: <path d="M3 5h18v8H3zM3 9h18M12 16v6M9 19h6" />,
  columnAdd: <path d="M3 3h8v18H3zM7 3v18M16 12h6M19 9v6" />,
  rowDelete: <path d="M3 5h18v8H3zM3 9h18M9 19h6" />,
  columnDelete: <path d="M3 3h8v18H3zM7 3v18M16 12h6" />,
  tableDelete: <path d="M3 5h18v14H3zM3 10h18M9 5v14M15 5v14M8 12l8 6M16 12l-8 6" />,
  image: <path d="M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5h.01" />,
  equation: <path d="M4 6h7M7.5 6v12M13 12l6 6M19 12l-6 6M15 4h4" />,
  equationBlock: <path d="M3 4h18M3 20h18M6 8h5M8.5 8v8M13 10l5 6M18 10l-5 6" />,
  video: <path d="M3 6h13v12H3zM16 10l5-3v10l-5-3" />,
} as const;

/** The toolbar's own icons (the formatting buttons use Mantine's). */
export function ToolbarIcon({ name }: { name: keyof typeof PATHS }) {
  return <Icon>{PATHS[name]}</Icon>;
}
