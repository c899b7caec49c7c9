import { Button, Modal, Stack, TextInput } from "@mantine/core";
import { OFFLINE_MSG } from "@waroeng/domain";
import { useState } from "react";
import { DEVICE_NAME_MAX, deviceName } from "../../lib/deviceName.ts";

/**
 * The device-name dialog of the header (DeviceStatus): the name this device shows on its screens
 * and orders (lib/deviceName.ts, kept on the device, at most DEVICE_NAME_MAX characters); saved on
 * Simpan or Enter, then closed.
 */
export function DeviceNameModal({ initial, onClose }: { initial: string; onClose: () => void }) {
  const [value, setValue] = useState(initial);
  const save = () => {
    deviceName.set(value);
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={OFFLINE_MSG.DEVICE_NAME} centered size="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={OFFLINE_MSG.DEVICE_NAME}
            description={OFFLINE_MSG.DEVICE_NAME_HINT}
            value={value}
            maxLength={DEVICE_NAME_MAX}
            onChange={(e) => setValue(e.currentTarget.value)}
            data-autofocus
            data-testid="device-name-input"
          />
          <Button type="submit" data-testid="device-name-save">
            {OFFLINE_MSG.DEVICE_NAME_SAVE}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
