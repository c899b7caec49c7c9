/**
 * The guest's order page at `/{outlet}/qr/{token}` (docs/api/intro.md "QR orders"):
 * phone-first, no login. The outlet's menu (photo or initials, sold-out greyed), a cart shared by
 * every phone at the table (saved on the server at each change; a change from another phone first
 * is refused and the page reloads the cart), what it will cost at the till (tax, service charge and
 * rounding by the domain's totals rule), the guest's name, Kirim Pesanan, and the table's orders
 * with their state, re-read every few seconds (public: no event stream). Own lazy chunk: no cashier code.
 */
import { Alert, Badge, Box, Button, Card, Container, Drawer, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { currencyFromOutlet, formatMoney, guestCartTotals, guestUnitPrice, optionsText, QR_LIMITS, QR_MSG } from "@waroeng/domain";
import { useState } from "react";
import { useParams } from "react-router";
import { ApiError } from "../../api/client.ts";
import { loadQrPage, type QrCartLine, type QrPage, saveQrCart, sendQrOrder } from "../../api/qr.ts";
import { queryKeys } from "../../api/queryKeys.ts";
import { OptionSheet } from "../../components/menu-options/OptionSheet.tsx";
import { groupRules, initialChoice } from "../../components/menu-options/optionChoices.ts";
import { CartTotals, GuestOrders, MenuTile, QtyButton } from "./QrParts.tsx";
import { addUnit, lineKey, optionNames } from "./qrCart.ts";

export function QrOrderPage() {
  const { token = "" } = useParams();
  const queryClient = useQueryClient();
  const key = queryKeys.qr.page(token);
  const page = useQuery({ queryKey: key, queryFn: () => loadQrPage(token), refetchInterval: QR_LIMITS.statusPollMs, retry: false });
  const [cartOpen, setCartOpen] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState("");
  const [sent, setSent] = useState("");
  const [busy, setBusy] = useState(false);
  /** The item whose option sheet is open, and how many times a sheet was opened (a fresh choice each time). */
  const [sheet, setSheet] = useState<{ id: number; opening: number } | null>(null);
  const data = page.data;
  if (page.error) {
    return (
      <Container size={480} p="md">
        <Alert color="red" data-testid="qr-error">
          {page.error.message}
        </Alert>
      </Container>
    );
  }
  if (!data) {
    return null;
  }
  const currency = currencyFromOutlet(data.currency);
  const cart = data.cart;
  const units = cart.items.reduce((s, i) => s + i.qty, 0);
  const itemOf = (id: number) => data.menu.find((m) => m.m_menu_id === id);
  // The bill as the till will make it: the outlet's tax, service and rounding on the cart.
  const totals = guestCartTotals(cart.items, data.menu, data, currency);
  const total = totals.rounded;

  /** Saves the changed cart from the version this phone saw; on a refusal, shows why and reloads. */
  const save = async (items: QrCartLine[]) => {
    setError("");
    try {
      const next = await saveQrCart(token, cart.version, items);
      queryClient.setQueryData<QrPage>(key, (old) => (old ? { ...old, cart: next } : old));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      await page.refetch();
    }
  };
  /** Tambah on a tile: an item with option groups opens its sheet; one without is added at once. */
  const add = (id: number) => {
    if ((itemOf(id)?.option_groups ?? []).length > 0) {
      setSheet((now) => ({ id, opening: (now?.opening ?? 0) + 1 }));
      return;
    }
    setSent("");
    void save(addUnit(cart.items, id, []));
  };
  const addWithOptions = async (id: number, optionIds: number[]) => {
    setSent("");
    setBusy(true);
    try {
      await save(addUnit(cart.items, id, optionIds));
    } finally {
      setBusy(false);
      setSheet(null);
    }
  };
  const sheetItem = sheet ? itemOf(sheet.id) : undefined;
  const sheetGroups = groupRules(sheetItem?.option_groups);
  const change = (index: number, patch: Partial<QrCartLine>) => {
    const items = cart.items.map((l, n) => (n === index ? { ...l, ...patch } : l)).filter((l) => l.qty > 0);
    void save(items);
  };
  const send = async () => {
    setBusy(true);
    setError("");
    try {
      const code = await sendQrOrder(token, cart.version, name.trim());
      setSent(code);
      setCartOpen(false);
      await page.refetch();
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : String(e));
      await page.refetch();
    } finally {
      setBusy(false);
    }
  };

  const types = [...new Set(data.menu.map((m) => m.m_menu_jenis_nama))];
  return (
    <Box pb={90} style={{ background: "var(--mantine-color-orange-0)", minHeight: "100vh" }}>
      <Box p="md" style={{ background: "var(--mantine-color-orange-6)", color: "white" }}>
        <Text fz="sm" data-testid="qr-outlet">
          {data.m_w_nama}
        </Text>
        <Title order={2} data-testid="qr-table">
          {data.table_name}
        </Title>
        <Text fz="xs">{QR_MSG.SHARED_CART}</Text>
      </Box>
      <Container size={560} p="sm">
        {sent && (
          <Alert color="green" mb="sm" data-testid="qr-sent">
            {QR_MSG.SENT} #{sent}
          </Alert>
        )}
        {error && !cartOpen && (
          <Alert color="orange" mb="sm" data-testid="qr-refusal">
            {error}
          </Alert>
        )}
        <GuestOrders orders={data.orders} />
        {types.map((type) => (
          <Stack key={type} gap={6} mb="md">
            <Text fw={800} c="orange.9">
              {type}
            </Text>
            {data.menu
              .filter((m) => m.m_menu_jenis_nama === type)
              .map((m) => (
                <MenuTile key={m.m_menu_id} item={m} currency={currency} onAdd={() => add(m.m_menu_id)} />
              ))}
          </Stack>
        ))}
      </Container>
      <Box
        p="sm"
        style={{
          position: "fixed",
          bottom: 0,
          left: 0,
          right: 0,
          background: "white",
          borderTop: "1px solid var(--mantine-color-orange-2)",
        }}
      >
        <Button fullWidth size="lg" disabled={units === 0} onClick={() => setCartOpen(true)} data-testid="qr-open-cart">
          {QR_MSG.CART_TITLE} ({units}) · {formatMoney(total, currency)}
        </Button>
      </Box>
      <Drawer
        opened={cartOpen}
        onClose={() => setCartOpen(false)}
        position="bottom"
        size="85%"
        title={QR_MSG.CART_TITLE}
        data-testid="qr-cart"
      >
        <Stack>
          {cart.items.map((l, n) => (
            <Card key={lineKey(l)} withBorder radius="md" p="xs" data-testid={`qr-cart-line-${n}`}>
              <Group justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text fw={700}>{itemOf(l.m_menu_id)?.m_menu_nama ?? ""}</Text>
                  {l.options.length > 0 ? (
                    <Text fz="sm" fw={600} c="orange.9" data-testid={`qr-cart-options-${n}`}>
                      {optionsText(optionNames(itemOf(l.m_menu_id), l.options).map((name) => ({ name })))}
                    </Text>
                  ) : null}
                  <Text fz="sm" c="dimmed" className="tabular" data-testid={`qr-cart-price-${n}`}>
                    {formatMoney(guestUnitPrice(l, itemOf(l.m_menu_id)) * l.qty, currency)}
                  </Text>
                </div>
                <Group gap={6} wrap="nowrap">
                  <QtyButton label="−" onClick={() => change(n, { qty: l.qty - 1 })} testId={`qr-minus-${n}`} />
                  <Text w={28} ta="center" fw={700} data-testid={`qr-qty-${n}`}>
                    {l.qty}
                  </Text>
                  <QtyButton
                    label="+"
                    disabled={l.qty >= QR_LIMITS.qty}
                    onClick={() => change(n, { qty: l.qty + 1 })}
                    testId={`qr-plus-${n}`}
                  />
                </Group>
              </Group>
              <TextInput
                mt={6}
                size="sm"
                placeholder={QR_MSG.NOTE}
                maxLength={QR_LIMITS.note}
                defaultValue={l.custom_menu}
                onBlur={(e) => e.currentTarget.value.trim() !== l.custom_menu && change(n, { custom_menu: e.currentTarget.value.trim() })}
                data-testid={`qr-note-${n}`}
              />
            </Card>
          ))}
          <CartTotals totals={totals} rates={data} currency={currency} />
          <TextInput
            label={QR_MSG.YOUR_NAME}
            value={name}
            maxLength={QR_LIMITS.nameMax}
            onChange={(e) => setName(e.currentTarget.value)}
            data-testid="qr-name"
          />
          {error && (
            <Alert color="orange" data-testid="qr-cart-refusal">
              {error}
            </Alert>
          )}
          <Button
            size="lg"
            loading={busy}
            disabled={name.trim().length < QR_LIMITS.nameMin || units === 0}
            onClick={() => void send()}
            data-testid="qr-send"
          >
            {QR_MSG.SEND} · {formatMoney(total, currency)}
          </Button>
          <Badge variant="light" color="gray">
            {QR_MSG.SHARED_CART}
          </Badge>
        </Stack>
      </Drawer>
      {sheet && sheetItem ? (
        <OptionSheet
          key={sheet.opening}
          title={sheetItem.m_menu_nama}
          groups={sheetGroups}
          basePrice={sheetItem.price}
          initial={initialChoice(sheetGroups)}
          currency={currency}
          submitLabel={QR_MSG.ADD}
          busy={busy}
          onSubmit={(ids) => void addWithOptions(sheetItem.m_menu_id, ids)}
          onClose={() => setSheet(null)}
        />
      ) : null}
    </Box>
  );
}
