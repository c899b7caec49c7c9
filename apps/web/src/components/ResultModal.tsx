/**
 * The dialog after money has moved (Kembalian, the split's receipt, the refund's result): centred,
 * large, with a bold title, and left only through its own buttons — no ×, no Escape, no tap outside —
 * so the receipt actions cannot be skipped by accident.
 */
import { Modal, type ModalProps, Text } from "@mantine/core";
import type { ReactNode } from "react";

export function ResultModal({
  title,
  ...props
}: Omit<ModalProps, "onClose" | "title" | "withCloseButton" | "closeOnClickOutside" | "closeOnEscape" | "centered" | "size"> & {
  title: ReactNode;
}) {
  return (
    <Modal
      {...props}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="lg"
      title={<Text fw={800}>{title}</Text>}
    />
  );
}
