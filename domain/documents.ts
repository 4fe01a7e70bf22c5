import { text } from './messages/text';
/**
 * Spec sections 3 and 5: attachments. The accepted upload types, the messages, and how a file
 * name or URL is recognised as an image or a document (by extension, for display only: the
 * server decides by content).
 */
export const DOCUMENT_EXTENSIONS = ['jpeg', 'jpg', 'png', 'pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(',');
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const DOCUMENT_MESSAGES = {
  typeRefused: text('documents.typeRefused'),
  tooLarge: text('documents.tooLarge'),
  imageTooManyPixels: text('documents.imageTooManyPixels'),
  linkExpired: text('documents.linkExpired'),
} as const;

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg']);
const DOC_EXTENSIONS = new Set(['pdf', 'doc', 'docx', 'xls', 'xlsx']);

export type AttachmentKind = 'image' | 'document' | 'other';

export function attachmentKind(nameOrUrl: string): AttachmentKind {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(nameOrUrl)?.[1]?.toLowerCase() ?? '';
  if (IMAGE_EXTENSIONS.has(ext)) return 'image';
  if (DOC_EXTENSIONS.has(ext)) return 'document';
  return 'other';
}

/** A stored attachment as records keep it; `url` is added (signed, expiring) when read. */
export interface StoredDocument {
  key: string;
  name: string;
  type: string;
  size: number;
}
export type DocumentLink = StoredDocument & { url: string };
