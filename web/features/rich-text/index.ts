/**
 * Rich text and maths for lessons. Import from this file only: everything heavy (TipTap, MathLive,
 * KaTeX, fireworks-js) loads lazily the first time it is shown, so a page that imports these stays
 * within the initial-JavaScript budget.
 *
 * - `<RichTextEditor value={doc} onChange={setDoc} label="Lesson text" uploadImage={upload}
 *   videoProviderConfig={institution.videoProviderConfig} error={problem} />`
 *   Writing a lesson or a question's prompt. `value`/`onChange` carry a `RichTextDocument`
 *   (ProseMirror JSON, `common/rich-text/schema.ts`); send it as it is, the server checks it with
 *   `zRichTextDocument`. `uploadImage` comes from `useUploadLessonImage(subjectId)`
 *   (rich-text.queries.ts); without it the image button is not offered. The toolbar is one tab stop
 *   (arrow keys move in it), and each button has a label.
 * - `<RichTextView doc={doc} videoProviderConfig={…} topHeadingLevel={2} />`
 *   Showing a stored document (a lesson, a prompt, feedback). It draws React elements from the
 *   schema's nodes only; the document's level-1 headings become `topHeadingLevel` (the page has
 *   the h1). For localized text pick the document with `documentFor(localized, locale)`.
 * - `<MathInput label="Your answer" value={latex} onChange={setLatex} error={…} />`
 *   A maths answer typed in MathLive, with a button for its on-screen keyboard. The value is LaTeX;
 *   mark it with `areMathematicallyEquivalent` (common/maths/equivalence.ts) on the server.
 * - `<MathFormula latex="x^2" display />`: one formula rendered by KaTeX (a model answer).
 * - `<Fireworks show={submitted} onDone={…} />`: the short celebration when a student submits a
 *   lesson with every question answered. Never shown with reduced motion, never blocks a click; say
 *   what happened in words next to it as well.
 */
export { RichTextView, type RichTextViewProps } from './components/rich-text-view.tsx';
export { RichTextEditor, MathInput, MathFormula, Fireworks } from './components/lazy.tsx';
export type { RichTextEditorProps } from './components/rich-text-editor.tsx';
export type { MathInputProps } from './components/math-input.tsx';
export type { UploadImage } from './components/image-dialog.tsx';
export { documentFor } from './localized.ts';
export { useUploadLessonImage } from './rich-text.queries.ts';
