import { Button, Group, Modal, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { SCREEN_MSG } from "@waroeng/domain";
import { useEffect } from "react";
import { sendReceiptNotified } from "../../components/test-wa/useReceiptWa.tsx";

interface Props {
  opened: boolean;
  onClose: () => void;
  transactionId: number;
  defaultNumber: string | null | undefined;
}

const digitsOnly = (value: string) => value.replace(/\D/g, "");

/**
 * "Kirim Struk Digital" (spec 03 §2.4, §5): the number keeps digits only; an empty number sends nothing.
 * The send call is GET /cashier/cronjob-wa/{number}/{id}; its state (sent, queued, failed, not
 * configured) shows as a notification.
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
    await sendReceiptNotified(phone, transactionId);
  });

  return (
    <Modal opened={opened} onClose={onClose} title={SCREEN_MSG.SEND_DIGITAL_RECEIPT} centered data-testid="resend-modal">
      <form onSubmit={submit}>
        <TextInput
          label={SCREEN_MSG.WA_NUMBER}
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
            {SCREEN_MSG.SEND}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
