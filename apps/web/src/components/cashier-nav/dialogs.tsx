/**
 * Dialog helpers shared by the cashier screens: the spec's warning/error dialogs (title + server
 * message + one button) and transient notifications.
 */
import { Button, Group, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { UI_MSG } from "@waroeng/domain";

/** Read at each use: it follows the language. */
const NOT_AVAILABLE = () => UI_MSG.FEATURE_UNAVAILABLE;

let counter = 0;

interface AlertOptions {
  title: string;
  message: string;
  /** Button label, default "OK". */
  button?: string;
  color?: string;
  onClose?: () => void;
}

/** A blocking dialog with a title, a message and one button (the spec's warning dialogs). */
export function alertDialog({ title, message, button = "OK", color = "orange", onClose }: AlertOptions): void {
  counter += 1;
  const modalId = `alert-${counter}`;
  let closed = false;
  const finish = () => {
    if (!closed) {
      closed = true;
      onClose?.();
    }
  };
  modals.open({
    modalId,
    title: <Text fw={700}>{title}</Text>,
    centered: true,
    onClose: finish,
    children: (
      <>
        <Text data-testid="alert-message">{message}</Text>
        <Group justify="flex-end" mt="lg">
          <Button color={color} data-testid="alert-ok" onClick={() => modals.close(modalId)}>
            {button}
          </Button>
        </Group>
      </>
    ),
  });
}

/** "Fitur ini belum tersedia": for nav items whose screens are not built yet. */
export function notAvailable(): void {
  notifications.show({ message: NOT_AVAILABLE(), color: "yellow", autoClose: 2500 });
}

/** A short success notification. */
export function notifySuccess(message: string): void {
  notifications.show({ message, color: "green", autoClose: 2500 });
}

/** A short progress notification ("Mencetak Struk", 2 s). */
export function notifyProgress(message: string, ms: number): void {
  notifications.show({ message, loading: true, autoClose: ms, withCloseButton: false });
}
