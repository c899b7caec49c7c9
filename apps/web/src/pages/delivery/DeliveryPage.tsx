/**
 * OJOL (`/ojol`, cashier, onlineOrderPage) and Hal Ojol (`/odcr-ojol`, staff, odcrOnline): a section
 * per delivery platform with its ORDER button and open notas (orders §2.6; GET /tmp-transaction?ojol=true).
 * ORDER opens Input Info Nota; Proses creates a note without a table (POST /tmp-transaction, the
 * cashier form here, the older staff form with Karyawan on Hal Ojol) and opens its order screen;
 * a refusal shows meta.message in a warning with Iya (orders §4, §8). Live events refresh the list;
 * while the stream is down it reloads every 5 s (usePolling). Elapsed times tick each minute.
 */
import { Alert, Loader, SimpleGrid, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { can, DELIVERY_PLATFORMS, type DeliveryProvider, deliveryProviderOf, MSG, SCREEN_MSG, WEB_MSG } from "@waroeng/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../api/client.ts";
import { createDeliveryNote, listDeliveryOrders } from "../../api/delivery.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { listStaff } from "../../api/staff.ts";
import type { OrderSummary } from "../../api/tables.ts";
import { alertDialog } from "../../components/cashier-nav/dialogs.tsx";
import { useNow } from "../../hooks/useClock.ts";
import { usePolling } from "../../hooks/usePolling.ts";
import { DeliveryNoteModal, type DeliveryNoteValues } from "./DeliveryNoteModal.tsx";
import { PlatformSection } from "./PlatformSection.tsx";

type Platform = { key: DeliveryProvider; title: string };

/** Field of the modal a server field error belongs to. */
const FIELD_OF: Record<string, keyof DeliveryNoteValues> = {
  tmp_transaction_note_number: "nota",
  tmp_transaction_customer_name: "customer",
  tmp_transaction_order_time: "time",
  m_transaction_table_by: "by",
};

export function DeliveryPage({ staffSide = false }: { staffSide?: boolean }) {
  const navigate = useNavigate();
  const now = useNow(60_000);
  const [platform, setPlatform] = useState<Platform | null>(null);
  const orders = usePolling({ queryKey: queryKeys.orders.delivery, queryFn: listDeliveryOrders, intervalMs: 5000 });
  const staff = useQuery({ queryKey: queryKeys.staff, queryFn: listStaff, staleTime: 60_000, enabled: staffSide });
  const openOrder = (id: number) => navigate(staffSide ? `/kitchen-order/${id}` : `/order/${id}`);
  const warn = (message: string) =>
    alertDialog({ title: MSG.OOPS_TITLE, message, button: SCREEN_MSG.YES, onClose: () => void orders.refetch() });

  const submit = async (v: DeliveryNoteValues) => {
    if (!platform) {
      return { ok: false };
    }
    const noteNumber = v.nota.trim();
    try {
      const reply = await createDeliveryNote(
        staffSide
          ? {
              m_transaction_table_type_transaction: platform.key,
              m_transaction_table_note_number: noteNumber,
              m_transaction_table_customer_name: v.customer.trim(),
              m_transaction_table_order_time: v.time,
              m_transaction_table_by: Number(v.by),
            }
          : {
              tmp_transaction_m_t_t_name: platform.key,
              tmp_transaction_note_number: noteNumber,
              tmp_transaction_customer_name: v.customer.trim(),
              tmp_transaction_order_time: v.time,
            },
      );
      if (reply.code === 200) {
        setPlatform(null);
        openOrder(reply.id);
        return { ok: true };
      }
      warn(reply.message);
    } catch (e) {
      if (e instanceof ApiError) {
        const errors: Partial<Record<keyof DeliveryNoteValues, string>> = {};
        for (const [field, message] of Object.entries(e.fieldErrors)) {
          const key = FIELD_OF[field];
          if (key) {
            errors[key] = message;
          }
        }
        if (Object.keys(errors).length > 0) {
          return { ok: false, errors };
        }
        warn(e.message);
      } else {
        warn(MSG.CONNECTION_UNSTABLE);
      }
    }
    return { ok: false };
  };

  if (orders.data === undefined) {
    return (
      <Stack h="60vh" align="center" justify="center" data-testid="ojol-unloaded">
        {orders.error && <Alert color="red">{orders.error.message}</Alert>}
        <Loader />
      </Stack>
    );
  }
  const byPlatform = new Map<DeliveryProvider, OrderSummary[]>();
  for (const o of orders.data) {
    const key = deliveryProviderOf(o.tmp_transaction_m_t_t_name);
    if (key) {
      byPlatform.set(key, [...(byPlatform.get(key) ?? []), o]);
    }
  }
  return (
    <Stack p={{ base: "xs", sm: "md" }} gap="sm" data-testid={staffSide ? "odcr-ojol-page" : "ojol-page"}>
      <Title order={3} fz={{ base: "lg", sm: "xl" }}>
        {staffSide ? WEB_MSG.HAL_OJOL : WEB_MSG.NAV_OJOL}
      </Title>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
        {DELIVERY_PLATFORMS.map((p) => (
          <PlatformSection
            key={p.key}
            platform={p}
            orders={byPlatform.get(p.key) ?? []}
            now={now}
            onOrder={() => setPlatform(p)}
            onOpen={openOrder}
          />
        ))}
      </SimpleGrid>
      <DeliveryNoteModal
        platform={platform}
        staff={staffSide ? (staff.data ?? []).filter((u) => can(u.role, "order.take")) : undefined}
        onClose={() => setPlatform(null)}
        onSubmit={submit}
      />
    </Stack>
  );
}

/** Hal Ojol (`/odcr-ojol`): the staff form, with Karyawan. */
export function StaffDeliveryPage() {
  return <DeliveryPage staffSide />;
}
