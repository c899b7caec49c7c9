/**
 * Shrinks a picked picture in the browser before it is uploaded (menu photos): drawn on a
 * canvas at most `maxSide` pixels on its longest side (never enlarged) and encoded as JPEG, so a
 * tablet sends tens of kilobytes instead of a camera's megabytes. The server still checks the bytes.
 */

/** `file` as a JPEG data URL at most `maxSide` px a side; rejects when the browser cannot decode it. */
export async function shrinkImage(file: Blob, maxSide: number, quality = 0.85): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const ctx = canvas.getContext("2d");
    if (!ctx) {
      throw new Error("canvas");
    }
    ctx.fillStyle = "#ffffff"; // a transparent PNG gets a white background, as on the card
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL("image/jpeg", quality);
  } finally {
    bitmap.close();
  }
}
