/**
 * A sheet that takes a choice: a drawer from the bottom on a phone (the thumb reaches it), a centred
 * modal on a tablet or till. Its footer (price, button) stays in view at the bottom while the body
 * scrolls. The close button's label follows the language (theme.ts).
 */
import { Box, Drawer, Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";

interface ResponsiveSheetProps {
  opened: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
  testId?: string;
}

/** Below this width the sheet is a bottom drawer. */
const PHONE = "(max-width: 48em)";

export function ResponsiveSheet({ opened, title, onClose, children, footer, testId }: ResponsiveSheetProps) {
  const phone = useMediaQuery(PHONE) ?? false;
  const body = (
    <>
      <Box pb="md">{children}</Box>
      <Box
        pt="sm"
        pb="xs"
        style={{
          position: "sticky",
          bottom: 0,
          background: "var(--mantine-color-body)",
          borderTop: "1px solid var(--mantine-color-gray-3)",
          zIndex: 1,
        }}
      >
        {footer}
      </Box>
    </>
  );
  const titleNode = (
    <Box fw={800} fz="lg">
      {title}
    </Box>
  );
  return phone ? (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      title={titleNode}
      data-testid={testId}
      styles={{ content: { height: "auto", maxHeight: "92dvh", borderRadius: "16px 16px 0 0" }, body: { paddingBottom: 0 } }}
    >
      {body}
    </Drawer>
  ) : (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="lg"
      title={titleNode}
      data-testid={testId}
      styles={{ body: { paddingBottom: 0 } }}
    >
      {body}
    </Modal>
  );
}
