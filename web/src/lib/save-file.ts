// Saving what the page holds as a file: an object URL behind a link with `download`, clicked
// once and revoked (the bytes came through the protected client, so no plain link could fetch
// them).

export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download (revoking at once may cancel it in some browsers).
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
