import { AspectRatio, Badge, Text, UnstyledButton } from "@mantine/core";
import { type Currency, formatMoney, STOCK_MSG } from "@waroeng/domain";
import { memo } from "react";
import type { MenuItem } from "../../api/menu.ts";
import { menuPhotoUrl } from "../../api/menuAdmin.ts";

/** Badge colours of the menu-type tags (payment §9: hot, Ice, juice, bakar; Normal shows none). */
const TAG_COLOR: Record<string, string> = { hot: "red", Ice: "cyan", juice: "lime", bakar: "orange" };

/**
 * A menu card: its photo when it has one (a 4:3 box, loaded lazily), name, type tag and
 * price; sold out ("tidak") is shown greyed with Habis and cannot be tapped. While a tap is in flight
 * the cards are disabled by their fieldset (MenuPanel), so a tap re-renders none of them (memo).
 */
export const MenuCard = memo(function MenuCard({
  item,
  currency,
  onPick,
}: {
  item: MenuItem;
  currency: Currency;
  onPick: (item: MenuItem) => void;
}) {
  const soldOut = item.m_menu_harga_qr_status === "tidak";
  return (
    <UnstyledButton
      onClick={() => onPick(item)}
      disabled={soldOut}
      className="menu-card"
      data-testid={`menu-card-${item.m_menu_id}`}
      data-sold-out={soldOut ? 1 : 0}
      aria-label={item.m_menu_nama}
      p="sm"
      mih={84}
      style={{
        borderRadius: 12,
        border: "1px solid var(--mantine-color-gray-3)",
        background: soldOut ? "var(--mantine-color-gray-1)" : "white",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        opacity: soldOut ? 0.6 : 1,
        cursor: soldOut ? "not-allowed" : undefined,
      }}
    >
      {item.photo_version != null && (
        <AspectRatio ratio={4 / 3} mb={6} style={{ borderRadius: 8, overflow: "hidden", background: "var(--mantine-color-gray-1)" }}>
          <img
            src={menuPhotoUrl(item.m_menu_id, item.photo_version)}
            alt={item.m_menu_nama}
            loading="lazy"
            style={{ display: "block", width: "100%", height: "100%", objectFit: "cover", filter: soldOut ? "grayscale(1)" : undefined }}
            data-testid={`menu-photo-${item.m_menu_id}`}
          />
        </AspectRatio>
      )}
      {/* Name and tag stay together at the top when a photo makes the row's cards taller. */}
      <div style={{ flex: 1 }}>
        <Text fw={600} fz="sm" lh={1.25} lineClamp={2} c={soldOut ? "dimmed" : "dark.7"}>
          {item.m_menu_nama}
        </Text>
        {TAG_COLOR[item.type] && (
          <Badge size="xs" variant="light" color={TAG_COLOR[item.type]} mt={4} data-testid={`menu-tag-${item.m_menu_id}`}>
            {item.type}
          </Badge>
        )}
      </div>
      {soldOut ? (
        <Badge color="gray" variant="filled" size="sm" mt={6}>
          {STOCK_MSG.SOLD_OUT_BADGE}
        </Badge>
      ) : (
        <Text fw={700} fz="sm" c="orange.9" className="tabular" mt={6}>
          {formatMoney(item.m_menu_harga_nominal, currency)}
        </Text>
      )}
    </UnstyledButton>
  );
});
