'use client';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { TablePlugin } from '@lexical/react/LexicalTablePlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { TableCellNode, TableNode, TableRowNode } from '@lexical/table';
import {
  $getRoot,
  $insertNodes,
  $setSelection,
  type EditorState,
  type LexicalEditor,
} from 'lexical';
import { EditorToolbar } from './editor-toolbar';
import styles from './rich-text-editor.module.css';

interface RichTextEditorProps {
  /** The id of the visible label; the editable area and its toolbar are named by it. */
  labelId: string;
  label: string;
  /** The stored HTML, read once when the editor starts. */
  initialHtml: string;
  /** Tables in the toolbar (the technical data). */
  withTables?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onChange(html: string): void;
  onBlur?(): void;
}

/** Only https, http and mailto links: the server sanitises again, this keeps the preview honest. */
function validUrl(url: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(url);
}

function loadHtml(html: string) {
  return (editor: LexicalEditor) => {
    if (html.trim() === '') return;
    const dom = new DOMParser().parseFromString(html, 'text/html');
    const nodes = $generateNodesFromDOM(editor, dom);
    $getRoot().select();
    $insertNodes(nodes);
    // No selection left behind: the editor must not take the focus (and scroll) on load.
    $setSelection(null);
  };
}

/** A blank editor (one empty paragraph) is '' so that 'required' sees it as missing. */
function toHtml(editorState: EditorState, editor: LexicalEditor): string {
  return editorState.read(() => {
    const root = $getRoot();
    const blank =
      root.getTextContent().trim() === '' &&
      !root.getChildren().some((child) => child.getType() === 'table');
    return blank ? '' : $generateHtmlFromNodes(editor, null);
  });
}

/** A rich-text field of the product form: paragraphs, headings, bold, italic, lists, links, tables. */
export function RichTextEditor(props: RichTextEditorProps) {
  const initialConfig = {
    namespace: props.labelId,
    nodes: [
      HeadingNode,
      QuoteNode,
      ListNode,
      ListItemNode,
      LinkNode,
      TableNode,
      TableRowNode,
      TableCellNode,
    ],
    theme: {
      text: { bold: styles.bold, italic: styles.italic },
      link: styles.link,
      table: styles.table,
      tableCell: styles.cell,
      tableCellHeader: styles.headerCell,
    },
    editorState: loadHtml(props.initialHtml),
    onError(error: Error) {
      console.error(error);
    },
  };

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className={`${styles.editor} ${props.invalid ? styles.invalid : ''}`}>
        <EditorToolbar field={props.label} withTables={props.withTables ?? false} />
        <div className={styles.body}>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className={styles.content}
                aria-labelledby={props.labelId}
                aria-describedby={props.describedBy}
                aria-invalid={props.invalid ? true : undefined}
                aria-multiline
                onBlur={props.onBlur}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={validUrl} />
        {props.withTables && <TablePlugin hasCellMerge={false} hasCellBackgroundColor={false} />}
        <OnChangePlugin
          ignoreSelectionChange
          onChange={(state, editor) => props.onChange(toHtml(state, editor))}
        />
      </div>
    </LexicalComposer>
  );
}
