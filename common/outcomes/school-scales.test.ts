import { describe, expect, it } from 'vitest';
import {
  localizedRichTextToPlainText,
  plainTextToLocalizedRichText,
  scaleAsPlainText,
  zSchoolScaleBody,
} from './school-scales.ts';

describe("a school's own learning scale", () => {
  it('keeps plain text as a paragraph per line, in the given locale, and reads it back', () => {
    const text = 'Names a force\n\nExplains it';
    const rich = plainTextToLocalizedRichText(text, 'EN_US');
    expect(rich.fallbackLocale).toBe('EN_US');
    expect(rich.localeToProsemirror.EN_US).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Names a force' }] },
        { type: 'paragraph' },
        { type: 'paragraph', content: [{ type: 'text', text: 'Explains it' }] },
      ],
    });
    expect(localizedRichTextToPlainText(rich)).toBe(text);
    expect(localizedRichTextToPlainText(rich, 'EN_AU')).toBe(text);
  });

  it('reads every level of a scale, empty where there is none', () => {
    expect(scaleAsPlainText({ proficient: plainTextToLocalizedRichText('Yes', 'EN_AU') })).toEqual({
      notShown: '',
      emerging: '',
      developing: '',
      proficient: 'Yes',
      advanced: '',
    });
    expect(scaleAsPlainText(null).advanced).toBe('');
  });

  it('takes only the five levels, each trimmed', () => {
    expect(zSchoolScaleBody.parse({ levels: { emerging: '  a  ' } })).toEqual({ levels: { emerging: 'a' } });
    expect(zSchoolScaleBody.safeParse({ levels: { mastered: 'a' } }).success).toBe(false);
  });
});
