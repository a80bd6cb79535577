/**
 * Saves a blob as a file named `fileName`: an object URL behind a temporary `<a download>`,
 * clicked once and removed.
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the URL to the download (some browsers read it late).
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
