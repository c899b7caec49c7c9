import { Button, Group, Modal, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { MSG_TEMPLATES, TIMING_MS, UI_MSG } from "@waroeng/domain";
import { useEffect } from "react";
import { ApiError } from "../../api/client.ts";
import { sendReceiptWa } from "../../api/history.ts";

interface Props {
  opened: boolean;
  onClose: () => void;
  transactionId: number;
  defaultNumber: string | null | undefined;
}

const digitsOnly = (value: string) => value.replace(/\D/g, "");

/**
 * "Kirim Struk Digital" (spec 03 §2.4, §5): the number keeps digits only; an empty number sends nothing.
 * The send call is GET /cashier/cronjob-wa/{number}/{id}; while the server has no WhatsApp sender it
 * answers 404 and the screen says "Fitur ini belum tersedia".
 */
export function ResendModal({ opened, onClose, transactionId, defaultNumber }: Props) {
  const form = useForm({ initialValues: { number: digitsOnly(defaultNumber ?? "") } });
  const { setValues } = form;

  useEffect(() => {
    if (opened) {
      setValues({ number: digitsOnly(defaultNumber ?? "") });
    }
  }, [opened, defaultNumber, setValues]);

  const submit = form.onSubmit(async ({ number }) => {
    const phone = digitsOnly(number);
    if (!phone) {
      return;
    }
    onClose();
    notifications.show({ id: "wa-send", loading: true, message: MSG_TEMPLATES.sendingTo(phone), autoClose: TIMING_MS.whatsappDialog });
    try {
      await sendReceiptWa(phone, transactionId);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        notifications.hide("wa-send");
        notifications.show({ message: UI_MSG.FEATURE_UNAVAILABLE, color: "yellow" });
      } else {
        // Spec 03 §8: WhatsApp sending failures are only logged.
        console.error(error);
      }
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Kirim Struk Digital" centered data-testid="resend-modal">
      <form onSubmit={submit}>
        <TextInput
          label="Nomor WhatsApp"
          placeholder="08xxxxxxxxxx"
          inputMode="numeric"
          autoComplete="tel"
          size="lg"
          data-autofocus
          data-testid="resend-number"
          {...form.getInputProps("number")}
          onChange={(event) => form.setFieldValue("number", digitsOnly(event.currentTarget.value))}
        />
        <Group justify="flex-end" mt="lg">
          <Button type="submit" size="md" data-testid="resend-submit">
            Kirim
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
