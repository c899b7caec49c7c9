import { describe, expect, it } from "vitest";
import { FIELD_MSG, MSG } from "./messages.ts";
import { cashPaymentSchema, loginSchema, noteFormSchema, onlineNoteFormSchema, openingCashSchema } from "./schemas.ts";

function firstError(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const issue = result.error?.issues[0];
  return issue ? [issue.path.join("."), issue.message] : undefined;
}

const note = {
  tmp_transaction_note_number: "1001",
  tmp_transaction_customer_name: "Budi",
  tmp_transaction_order_time: "12:30",
  tmp_transaction_m_meja_id: "3",
};

describe("noteFormSchema", () => {
  it("accepts a dine-in note posted as strings and coerces the table id", () => {
    expect(noteFormSchema.parse({ ...note, tmp_transaction_kitchen_done_time: "", tmp_transaction_member_id: " " })).toEqual({
      tmp_transaction_note_number: "1001",
      tmp_transaction_customer_name: "Budi",
      tmp_transaction_order_time: "12:30",
      tmp_transaction_m_meja_id: 3,
    });
  });

  it.each([
    [{ tmp_transaction_note_number: 123456 }, "tmp_transaction_note_number", "123456"],
    [{ tmp_transaction_customer_name: "  Sari  " }, "tmp_transaction_customer_name", "Sari"],
    [{ tmp_transaction_order_time: "2025-06-27T12:30:00+07:00" }, "tmp_transaction_order_time", "2025-06-27T12:30:00+07:00"],
    [{ tmp_transaction_kitchen_done_time: "13:05:00" }, "tmp_transaction_kitchen_done_time", "13:05:00"],
    [{ tmp_transaction_member_id: "12345" }, "tmp_transaction_member_id", "12345"],
    [{ tmp_transaction_member_id: 3201234567890 }, "tmp_transaction_member_id", "3201234567890"],
    [{ tmp_transaction_table_list: "3, 4,5" }, "tmp_transaction_table_list", "3,4,5"],
    [{ tmp_transaction_table_list: [3, 4] }, "tmp_transaction_table_list", "3,4"],
    [{ tmp_transaction_m_t_t_name: "Dine In" }, "tmp_transaction_m_t_t_name", "Dine In"],
    [{ tmp_transaction_m_meja_id: 7 }, "tmp_transaction_m_meja_id", 7],
  ])("accepts %j", (patch, key, expected) => {
    expect(noteFormSchema.parse({ ...note, ...patch })).toHaveProperty(key, expected);
  });

  it.each([
    [{ tmp_transaction_note_number: undefined }, "tmp_transaction_note_number", MSG.NOTA_REQUIRED],
    [{ tmp_transaction_note_number: "  " }, "tmp_transaction_note_number", MSG.NOTA_REQUIRED],
    [{ tmp_transaction_note_number: "12a4" }, "tmp_transaction_note_number", FIELD_MSG.NOTE_NUMBER_NUMERIC],
    [{ tmp_transaction_note_number: "123" }, "tmp_transaction_note_number", FIELD_MSG.NOTE_NUMBER_MIN],
    [{ tmp_transaction_customer_name: "" }, "tmp_transaction_customer_name", FIELD_MSG.CUSTOMER_NAME_REQUIRED],
    [{ tmp_transaction_customer_name: " Bu " }, "tmp_transaction_customer_name", FIELD_MSG.CUSTOMER_NAME_MIN],
    [{ tmp_transaction_order_time: "" }, "tmp_transaction_order_time", FIELD_MSG.ORDER_TIME_REQUIRED],
    [{ tmp_transaction_order_time: "25:00" }, "tmp_transaction_order_time", FIELD_MSG.TIME_INVALID],
    [{ tmp_transaction_kitchen_done_time: "siang" }, "tmp_transaction_kitchen_done_time", FIELD_MSG.TIME_INVALID],
    [{ tmp_transaction_m_meja_id: "" }, "tmp_transaction_m_meja_id", FIELD_MSG.TABLE_REQUIRED],
    [{ tmp_transaction_m_meja_id: "0" }, "tmp_transaction_m_meja_id", FIELD_MSG.TABLE_REQUIRED],
    [{ tmp_transaction_m_meja_id: "abc" }, "tmp_transaction_m_meja_id", FIELD_MSG.TABLE_REQUIRED],
    [{ tmp_transaction_m_meja_id: 2.5 }, "tmp_transaction_m_meja_id", FIELD_MSG.TABLE_REQUIRED],
    [{ tmp_transaction_member_id: "1234" }, "tmp_transaction_member_id", FIELD_MSG.MEMBER_ID_MIN],
    [{ tmp_transaction_table_list: "3;4" }, "tmp_transaction_table_list", FIELD_MSG.TABLE_LIST_INVALID],
  ])("refuses %j", (patch, path, message) => {
    expect(firstError(noteFormSchema.safeParse({ ...note, ...patch }))).toEqual([path, message]);
  });
});

describe("onlineNoteFormSchema", () => {
  const online = {
    tmp_transaction_m_t_t_name: "grab",
    tmp_transaction_note_number: "GF-123",
    tmp_transaction_customer_name: "Sari",
    tmp_transaction_order_time: "12:30",
  };

  it("accepts a delivery nota with a 3-character number", () => {
    expect(onlineNoteFormSchema.parse({ ...online, tmp_transaction_note_number: "123" })).toMatchObject({
      tmp_transaction_note_number: "123",
    });
  });

  it.each([
    [{ tmp_transaction_note_number: "12" }, "tmp_transaction_note_number", FIELD_MSG.ONLINE_NOTE_NUMBER_MIN],
    [{ tmp_transaction_customer_name: "" }, "tmp_transaction_customer_name", FIELD_MSG.CUSTOMER_NAME_REQUIRED],
    [{ tmp_transaction_m_t_t_name: undefined }, "tmp_transaction_m_t_t_name", FIELD_MSG.DELIVERY_TYPE_REQUIRED],
    [{ tmp_transaction_order_time: undefined }, "tmp_transaction_order_time", FIELD_MSG.ORDER_TIME_REQUIRED],
  ])("refuses %j", (patch, path, message) => {
    expect(firstError(onlineNoteFormSchema.safeParse({ ...online, ...patch }))).toEqual([path, message]);
  });
});

describe("loginSchema", () => {
  it("accepts email and password", () => {
    expect(loginSchema.parse({ email: " kasir@waroeng.id ", password: " rahasia" })).toEqual({
      email: "kasir@waroeng.id",
      password: " rahasia",
    });
  });

  it.each([
    [{ email: "", password: "x" }, "email", FIELD_MSG.EMAIL_REQUIRED],
    [{ password: "x" }, "email", FIELD_MSG.EMAIL_REQUIRED],
    [{ email: "a@b.c", password: "" }, "password", FIELD_MSG.PASSWORD_REQUIRED],
    [{ email: "a@b.c" }, "password", FIELD_MSG.PASSWORD_REQUIRED],
  ])("refuses %j", (body, path, message) => {
    expect(firstError(loginSchema.safeParse(body))).toEqual([path, message]);
  });
});

describe("openingCashSchema", () => {
  const detail = [
    { m_modal_tipe_id: 1, rekap_modal_detail_qty: 2 },
    { m_modal_tipe_id: "2", rekap_modal_detail_qty: "0" },
  ];

  it.each([
    ["an array", detail],
    ["a JSON string", JSON.stringify(detail)],
  ])("accepts modal_detail as %s", (_name, modal_detail) => {
    expect(
      openingCashSchema.parse({
        rekap_modal_id: "0",
        rekap_modal_sesi: "1",
        rekap_modal_tanggal: "2025-06-27",
        rekap_modal_nominal: "200000",
        rekap_modal_m_w_id: "1",
        modal_detail,
      }),
    ).toEqual({
      rekap_modal_id: 0,
      rekap_modal_sesi: 1,
      rekap_modal_tanggal: "2025-06-27",
      rekap_modal_nominal: 200_000,
      rekap_modal_m_w_id: 1,
      modal_detail: [
        { m_modal_tipe_id: 1, rekap_modal_detail_qty: 2 },
        { m_modal_tipe_id: 2, rekap_modal_detail_qty: 0 },
      ],
    });
  });

  it.each([
    [{ modal_detail: [{ m_modal_tipe_id: 1, rekap_modal_detail_qty: 0 }] }, "modal_detail", FIELD_MSG.OPENING_CASH_EMPTY],
    [{ modal_detail: [] }, "modal_detail", FIELD_MSG.OPENING_CASH_EMPTY],
    [
      {
        modal_detail: [
          { m_modal_tipe_id: 1, rekap_modal_detail_qty: 1 },
          { m_modal_tipe_id: 1, rekap_modal_detail_qty: 1 },
        ],
      },
      "modal_detail",
      FIELD_MSG.DENOMINATION_DUPLICATE,
    ],
    [
      { modal_detail: [{ m_modal_tipe_id: 1, rekap_modal_detail_qty: -1 }] },
      "modal_detail.0.rekap_modal_detail_qty",
      FIELD_MSG.NOT_NEGATIVE,
    ],
    [
      { modal_detail: [{ m_modal_tipe_id: 1, rekap_modal_detail_qty: "1,5" }] },
      "modal_detail.0.rekap_modal_detail_qty",
      FIELD_MSG.INTEGER_REQUIRED,
    ],
    [{ modal_detail: "not json" }, "modal_detail", FIELD_MSG.MODAL_DETAIL_INVALID],
    [
      { modal_detail: [{ m_modal_tipe_id: 1, rekap_modal_detail_qty: 1 }], rekap_modal_tanggal: "27/06/2025" },
      "rekap_modal_tanggal",
      FIELD_MSG.DATE_INVALID,
    ],
    [
      { modal_detail: [{ m_modal_tipe_id: 1, rekap_modal_detail_qty: 1 }], rekap_modal_nominal: "-5" },
      "rekap_modal_nominal",
      FIELD_MSG.NOT_NEGATIVE,
    ],
  ])("refuses %j", (body, path, message) => {
    expect(firstError(openingCashSchema.safeParse(body))).toEqual([path, message]);
  });
});

describe("cashPaymentSchema", () => {
  const pay = { tmp_transaction_id: "12", payment_method: "1", sub_total: "41000", total: "47200" };

  it("fills the optional fields with 0 and empty text", () => {
    expect(cashPaymentSchema.parse(pay)).toEqual({
      tmp_transaction_id: 12,
      payment_method: 1,
      sub_total: 41_000,
      total: 47_200,
      nominal_uang: 0,
      exchange: 0,
      round: 0,
      free_exchange: 0,
      global_discount: 0,
      nominal_voucher: 0,
      nominal_pajak: 0,
      nominal_sc: 0,
      nominal_tariktunai: 0,
      nomor_wa: "",
      member_id: "",
      cetak_struk: 0,
      selisih: 0,
    });
  });

  it("reads a full cash payment posted as strings", () => {
    const parsed = cashPaymentSchema.parse({
      ...pay,
      nominal_uang: "50000",
      exchange: "2800",
      round: "50",
      free_exchange: "",
      nominal_pajak: 4100,
      nominal_sc: "2050",
      nomor_wa: 81234567890,
      member_id: "12345",
      cetak_struk: "true",
      selisih: "-100",
    });
    expect(parsed).toMatchObject({
      nominal_uang: 50_000,
      exchange: 2_800,
      round: 50,
      free_exchange: 0,
      nominal_pajak: 4_100,
      nomor_wa: "81234567890",
      cetak_struk: 1,
      selisih: -100,
    });
  });

  it.each([
    [{ tmp_transaction_id: "" }, "tmp_transaction_id"],
    [{ payment_method: "0" }, "payment_method"],
    [{ total: "-1" }, "total"],
    [{ total: "47.200" }, "total"],
    [{ sub_total: 41000.5 }, "sub_total"],
    [{ nominal_uang: "-5" }, "nominal_uang"],
    [{ round: "51" }, "round"],
    [{ round: "-51" }, "round"],
    [{ cetak_struk: "2" }, "cetak_struk"],
    [{ selisih: "1.5" }, "selisih"],
  ])("refuses %j", (patch, path) => {
    expect(firstError(cashPaymentSchema.safeParse({ ...pay, ...patch }))?.[0]).toBe(path);
  });
});
