'use client';
import { TOGGLE_LINK_COMMAND } from '@lexical/link';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, type HeadingTagType } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { INSERT_TABLE_COMMAND } from '@lexical/table';
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
} from 'lexical';
import { useTranslations } from 'next-intl';
import styles from './rich-text-editor.module.css';

/**
 * A button's accessible name: the letters it shows, then its word ('H2 Titlu'), so that the
 * name starts with the visible label (WCAG 2.5.3) and a voice user can say what they see. A
 * picture-like symbol (¶, •, ↶) is not a label and stays out.
 */
export function toolName(word: string, symbol: string): string {
  return /[A-Za-z0-9]/.test(symbol) ? `${symbol} ${word}` : word;
}

/** The small toolbar over each editor; ordinary buttons, so Tab reaches every one. */
export function EditorToolbar({ field, withTables }: { field: string; withTables: boolean }) {
  const t = useTranslations('Admin.Editor');
  const [editor] = useLexicalComposerContext();

  const setBlock = (tag: HeadingTagType | 'p') =>
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      $setBlocksType(selection, () =>
        tag === 'p' ? $createParagraphNode() : $createHeadingNode(tag),
      );
    });

  const link = () => {
    const url = window.prompt(t('linkPrompt'), 'https://');
    if (url === null) return;
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, url.trim() === '' ? null : url.trim());
  };

  const buttons: [string, string, () => void][] = [
    ['paragraph', '¶', () => setBlock('p')],
    ['heading2', 'H2', () => setBlock('h2')],
    ['heading3', 'H3', () => setBlock('h3')],
    ['bold', 'B', () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')],
    ['italic', 'I', () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')],
    ['bulletList', '•', () => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)],
    ['numberedList', '1.', () => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)],
    ['link', 'URL', link],
  ];
  if (withTables) {
    buttons.push([
      'table',
      '▦',
      () =>
        editor.dispatchCommand(INSERT_TABLE_COMMAND, {
          rows: '3',
          columns: '2',
          includeHeaders: false,
        }),
    ]);
  }
  buttons.push(
    ['undo', '↶', () => editor.dispatchCommand(UNDO_COMMAND, undefined)],
    ['redo', '↷', () => editor.dispatchCommand(REDO_COMMAND, undefined)],
  );

  return (
    <div role="toolbar" aria-label={t('toolbar', { field })} className={styles.toolbar}>
      {buttons.map(([key, symbol, action]) => (
        <button
          key={key}
          type="button"
          className={styles.tool}
          title={t(key)}
          aria-label={toolName(t(key), symbol)}
          // Keeps the editor's selection: the button acts on the text chosen there.
          onMouseDown={(event) => event.preventDefault()}
          onClick={action}
        >
          <span aria-hidden="true">{symbol}</span>
        </button>
      ))}
    </div>
  );
}
