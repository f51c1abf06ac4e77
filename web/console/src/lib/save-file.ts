import { saveFile } from '@/lib/save-file';

/** Saves lines of text as a UTF-8 `.txt` file, with Windows line ends so Notepad shows them. */
export function saveText(lines: readonly string[], fileName: string): void {
  saveFile(new Blob([lines.join('\r\n') + '\r\n'], { type: 'text/plain;charset=utf-8' }), fileName);
}
