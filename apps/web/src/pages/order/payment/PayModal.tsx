/**
 * A payment step's dialog (Tunai, Multipayment, EDC, Lost Bill / Gratis; payment §2.1): bold title,
 * centred, large unless `size` says otherwise, and not closed by a tap outside while `busy` (a
 * payment on its way).
 */
import { Modal, type ModalProps, Text } from "@mantine/core";
import type { ReactNode } from "react";

export function PayModal({
  title,
  busy,
  ...props
}: Omit<ModalProps, "title" | "centered" | "closeOnClickOutside"> & { title: ReactNode; busy: boolean }) {
  return <Modal size="lg" {...props} centered closeOnClickOutside={!busy} title={<Text fw={800}>{title}</Text>} />;
}
