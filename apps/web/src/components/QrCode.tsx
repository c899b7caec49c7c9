/**
 * A QR code of an address (`qrcode`, drawn to a PNG data URL): the table QR sheet, the device setup
 * page and the Tambah Perangkat dialog. The encoded text is on the image as `data-qr-text` (and in
 * its alt text), so a test can check what a phone would open without decoding pixels.
 */
import { Box } from "@mantine/core";
import QRCode from "qrcode";
import { useEffect, useState } from "react";

interface QrCodeProps {
  /** The text to encode, e.g. "https://192.168.1.10:3443". */
  text: string;
  /** Shown size in CSS pixels (square). */
  size?: number;
  /** The image's alternative text; empty for a decorative code whose address is printed beside it. */
  alt?: string;
  testId?: string;
}

/** The QR code of `text`, `size` px square; an empty square of that size until it is drawn. */
export function QrCode({ text, size = 180, alt = "", testId }: QrCodeProps) {
  const [src, setSrc] = useState("");
  useEffect(() => {
    let live = true;
    // Drawn at twice the shown size, so it stays sharp on a phone's dense screen and in print.
    QRCode.toDataURL(text, { margin: 1, width: size * 2, errorCorrectionLevel: "M" })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(""));
    return () => {
      live = false;
    };
  }, [text, size]);
  if (!src) {
    return <Box w={size} h={size} data-testid={testId} />;
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      data-qr-text={text}
      data-testid={testId}
      style={{ display: "block", maxWidth: "100%", height: "auto" }}
    />
  );
}
