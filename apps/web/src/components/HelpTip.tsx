/**
 * A short explanation of a word the screens keep from the spec (K, Free Kembalian, …) that opens on a
 * tap as well as a click (a popover, not a hover title), so a touch till can read it. `children` is
 * what is tapped (default: a round "?" button); it gets the explanation as its accessible name.
 */
import { ActionIcon, Popover, Text, UnstyledButton } from "@mantine/core";
import { type ReactNode, useState } from "react";

/**
 * A 44 × 44 px tap area around a small mark (the K badge is 19 × 18), centred on it; the negative
 * margin keeps the line's layout as if only the mark were there.
 */
const TAP_AROUND = {
  lineHeight: 0,
  minWidth: 44,
  minHeight: 44,
  margin: "-13px -12px",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
} as const;

export function HelpTip({ text, children, testId }: { text: string; children?: ReactNode; testId?: string }) {
  const [opened, setOpened] = useState(false);
  const toggle = (e: { stopPropagation: () => void }) => {
    e.stopPropagation();
    setOpened((o) => !o);
  };
  return (
    <Popover opened={opened} onChange={setOpened} withArrow position="top" width={260} shadow="md" zIndex={400}>
      <Popover.Target>
        {children ? (
          <UnstyledButton aria-label={text} aria-expanded={opened} onClick={toggle} data-testid={testId} style={TAP_AROUND}>
            {children}
          </UnstyledButton>
        ) : (
          <ActionIcon
            variant="light"
            color="gray"
            radius="xl"
            size={44}
            aria-label={text}
            aria-expanded={opened}
            onClick={toggle}
            data-testid={testId}
          >
            ?
          </ActionIcon>
        )}
      </Popover.Target>
      <Popover.Dropdown data-testid={testId ? `${testId}-text` : undefined}>
        <Text fz="sm">{text}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
