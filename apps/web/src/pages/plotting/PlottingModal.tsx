/**
 * The Update modal of the plotting screen (spec 02 §2.7): four multi-selects (left production, left
 * transaction type, right production, right transaction type), Batal and Update. A station with the
 * same transaction type on both halves is refused here as the server refuses it (domain
 * overlappingPairs). After saving, the list reloads and the modal closes (§4).
 */
import { Alert, Button, Group, Modal, MultiSelect, SimpleGrid, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MSG, overlappingPairs, PRODUCTION_MSG, SCREEN_MSG } from "@waroeng/domain";
import { useState } from "react";
import { fetchStations, fetchTypes, type ProductionScreen, savePlotting } from "../../api/production.ts";
import { queryKeys } from "../../api/queryKeys.ts";

const idsOf = (screen: ProductionScreen, side: "left" | "right", field: "plot_produksi" | "type_transaction") =>
  (screen.plotting.find((p) => p.side === side)?.[field] ?? []).map((x) => String(x.id));

export function PlottingModal({ screen, onClose }: { screen: ProductionScreen; onClose: () => void }) {
  const queryClient = useQueryClient();
  const stations = useQuery({ queryKey: queryKeys.production.stations, queryFn: fetchStations, staleTime: 60_000 });
  const types = useQuery({ queryKey: queryKeys.production.types, queryFn: fetchTypes, staleTime: 5 * 60_000 });
  const [leftStations, setLeftStations] = useState(() => idsOf(screen, "left", "plot_produksi"));
  const [leftType, setLeftType] = useState(() => idsOf(screen, "left", "type_transaction"));
  const [rightStations, setRightStations] = useState(() => idsOf(screen, "right", "plot_produksi"));
  const [rightType, setRightType] = useState(() => idsOf(screen, "right", "type_transaction"));
  const nums = (ids: string[]) => ids.map(Number);
  const overlap = overlappingPairs(
    { stationIds: nums(leftStations), typeIds: nums(leftType) },
    { stationIds: nums(rightStations), typeIds: nums(rightType) },
  );
  const save = useMutation({
    mutationFn: () =>
      savePlotting({
        id: screen.id,
        left_plot_produksi: nums(leftStations),
        left_type_transaction: nums(leftType),
        right_plot_produksi: nums(rightStations),
        right_type_transaction: nums(rightType),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.production.screens });
      notifications.show({ color: "green", message: PRODUCTION_MSG.PLOTTING_SAVED });
      onClose();
    },
    onError: (error) => notifications.show({ color: "red", title: MSG.OOPS_TITLE, message: error.message }),
  });
  const stationData = (stations.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const typeData = (types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));
  const select = (label: string, data: typeof stationData, value: string[], onChange: (v: string[]) => void, testId: string) => (
    <MultiSelect
      label={label}
      data={data}
      value={value}
      onChange={onChange}
      size="md"
      clearable
      searchable
      placeholder={value.length === 0 ? SCREEN_MSG.CHOOSE : undefined}
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
  return (
    <Modal opened onClose={onClose} title={`Plotting Layar ${screen.layar_name}`} size="xl" centered data-testid="plotting-modal">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="sm">
            <Text fw={900} fz="lg">
              {SCREEN_MSG.LEFT}
            </Text>
            {select(SCREEN_MSG.LEFT_STATIONS, stationData, leftStations, setLeftStations, "plot-left-produksi")}
            {select(SCREEN_MSG.LEFT_TYPES, typeData, leftType, setLeftType, "plot-left-type")}
          </Stack>
          <Stack gap="sm">
            <Text fw={900} fz="lg">
              {SCREEN_MSG.RIGHT}
            </Text>
            {select(SCREEN_MSG.RIGHT_STATIONS, stationData, rightStations, setRightStations, "plot-right-produksi")}
            {select(SCREEN_MSG.RIGHT_TYPES, typeData, rightType, setRightType, "plot-right-type")}
          </Stack>
        </SimpleGrid>
        {overlap.length > 0 ? (
          <Alert color="red" data-testid="plotting-overlap">
            {PRODUCTION_MSG.SIDES_OVERLAP}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={onClose} data-testid="plotting-cancel">
            {SCREEN_MSG.CANCEL}
          </Button>
          <Button
            size="md"
            loading={save.isPending}
            disabled={overlap.length > 0}
            onClick={() => save.mutate()}
            data-testid="plotting-update"
          >
            {SCREEN_MSG.UPDATE}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
