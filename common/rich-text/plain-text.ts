import type { LocalizedRichText, RichTextNode } from './schema.ts';

/**
 * The words of a document, for search, suggestions and previews: blocks on lines of their own,
 * equations as their LaTeX, a video as its title, an image as its alt text.
 */
export function plainTextOf(doc: RichTextNode | null | undefined): string {
  const lines: string[] = [];
  let line = '';
  const endLine = () => {
    if (line.trim()) lines.push(line.replace(/\s+/g, ' ').trim());
    line = '';
  };
  const attr = (node: RichTextNode, name: string): string | null => {
    const value = node.attrs?.[name];
    return typeof value === 'string' && value ? value : null;
  };
  const visit = (node: RichTextNode) => {
    switch (node.type) {
      case 'text':
        line += node.text ?? '';
        return;
      case 'hardBreak':
        line += ' ';
        return;
      case 'inlineMath':
        line += ` ${attr(node, 'latex') ?? ''} `;
        return;
      case 'blockMath':
      case 'video':
      case 'image':
        endLine();
        line = attr(node, 'latex') ?? attr(node, 'title') ?? attr(node, 'alt') ?? '';
        endLine();
        return;
      default:
        // Every other node is a block: its text starts and ends a line.
        endLine();
        for (const child of node.content ?? []) visit(child);
        endLine();
    }
  };
  if (doc) visit(doc);
  endLine();
  return lines.join('\n');
}

/** The plain text of a localized text in one locale, falling back as the spec says. */
export function plainTextOfLocalized(text: LocalizedRichText | null | undefined, locale?: string): string {
  if (!text) return '';
  const docs = text.localeToProsemirror as Record<string, RichTextNode | undefined>;
  return plainTextOf((locale ? docs[locale] : undefined) ?? docs[text.fallbackLocale]);
}
