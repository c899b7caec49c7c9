/**
 * Back office: the admin screens, help and CSV import.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";

/**
 * Back office (`/admin`, roles owner and kacab), the user menu's Refresh
 * (GET /transaksi/clearTmp) and the Bantuan page (foundations §2).
 */
export const ADMIN_MSG = localized({
  CLEAR_TMP_DONE: { id: "Data sementara dibersihkan", en: "Temporary data cleared", ms: "Data sementara dibersihkan" },
  CLEAR_TMP_LOADING: { id: "Membersihkan data sementara…", en: "Clearing temporary data…", ms: "Membersihkan data sementara…" },
  CLEAR_TMP_RESULT: {
    id: (n: number): string => (n === 0 ? "Tidak ada nota kosong" : `${n} nota kosong dihapus`),
    en: (n: number): string => (n === 0 ? "No empty bills" : `${n} empty ${n === 1 ? "bill" : "bills"} deleted`),
    ms: (n: number): string => (n === 0 ? "Tiada bil kosong" : `${n} bil kosong dipadam`),
  },
  HELP_TITLE: { id: "Bantuan", en: "Help", ms: "Bantuan" },
  OUTLET_NAME_LENGTH: {
    id: "Nama waroeng 3 sampai 60 karakter",
    en: "Outlet name is 3 to 60 characters",
    ms: "Nama outlet 3 hingga 60 aksara",
  },
  TAX_INVALID: {
    id: "Pajak harus 0, 10, 11 atau 12 persen",
    en: "Tax must be 0, 10, 11 or 12 percent",
    ms: "Cukai mesti 0, 10, 11 atau 12 peratus",
  },
  SERVICE_INVALID: {
    id: "Service charge harus 0, 3 atau 5 persen",
    en: "Service charge must be 0, 3 or 5 percent",
    ms: "Caj perkhidmatan mesti 0, 3 atau 5 peratus",
  },
  ROUNDING_INVALID: { id: "Pembulatan harus ya atau tidak", en: "Rounding must be yes or no", ms: "Pembundaran mesti ya atau tidak" },
  ADDRESS_MAX: { id: "Alamat maksimal 200 karakter", en: "Address is at most 200 characters", ms: "Alamat maksimum 200 aksara" },
  /** Outlet settings: the line discount a cashier gives without approval, in whole percent. */
  NOTA_AUTO_INVALID: {
    id: "Nota otomatis harus ya atau tidak",
    en: "Automatic nota must be yes or no",
    ms: "Nota automatik mesti ya atau tidak",
  },
  LINE_DISCOUNT_LIMIT_INVALID: {
    id: "Batas diskon menu harus 0 sampai 100 persen",
    en: "The line discount limit must be 0 to 100 percent",
    ms: "Had diskaun menu mesti 0 hingga 100 peratus",
  },
  FOOTER_MAX: {
    id: "Footer struk maksimal 120 karakter",
    en: "Receipt footer is at most 120 characters",
    ms: "Kaki resit maksimum 120 aksara",
  },
  PAGE_INVALID: { id: "Halaman tidak valid", en: "Invalid page", ms: "Halaman tidak sah" },
  OUTLET_SAVED: { id: "Pengaturan waroeng disimpan", en: "Outlet settings saved", ms: "Tetapan outlet disimpan" },
  ADMIN_TITLE: { id: "Kelola Waroeng", en: "Back Office", ms: "Pejabat Belakang" },
  SECTION_OUTLET: { id: "Waroeng", en: "Outlet", ms: "Outlet" },
  SECTION_REPORTS: { id: "Laporan", en: "Reports", ms: "Laporan" },
  SECTION_AUDIT: { id: "Jejak Audit", en: "Audit", ms: "Audit" },
  BACK_TO_CASHIER: { id: "Ke Kasir", en: "To Cashier", ms: "Ke Juruwang" },
  SAVE: { id: "Simpan", en: "Save", ms: "Simpan" },
  OUTLET_TITLE: { id: "Pengaturan Waroeng", en: "Outlet Settings", ms: "Tetapan Outlet" },
  FIELD_NAME: { id: "Nama waroeng", en: "Outlet name", ms: "Nama outlet" },
  FIELD_CURRENCY: { id: "Mata uang", en: "Currency", ms: "Mata wang" },
  FIELD_TAX: { id: "Pajak (%)", en: "Tax (%)", ms: "Cukai (%)" },
  FIELD_SERVICE: { id: "Service charge (%)", en: "Service charge (%)", ms: "Caj perkhidmatan (%)" },
  FIELD_ROUNDING: { id: "Pembulatan", en: "Rounding", ms: "Pembundaran" },
  FIELD_ADDRESS: { id: "Alamat", en: "Address", ms: "Alamat" },
  FIELD_FOOTER: { id: "Footer struk", en: "Receipt footer", ms: "Kaki resit" },
  FIELD_NOTA_AUTO: { id: "Nota otomatis", en: "Automatic nota numbers", ms: "Nota automatik" },
  NOTA_AUTO_HELP: {
    id: "Form buka meja mengisi nomor nota berikutnya hari ini (tetap bisa diubah); nomor tidak pernah dobel",
    en: "The open-table form fills in today's next nota number (still editable); a number is never used twice",
    ms: "Borang buka meja mengisi nombor nota seterusnya hari ini (masih boleh diubah); nombor tidak pernah berganda",
  },
  FIELD_LINE_DISCOUNT_LIMIT: {
    id: "Batas diskon menu tanpa persetujuan (%)",
    en: "Line discount limit without approval (%)",
    ms: "Had diskaun menu tanpa kelulusan (%)",
  },
  FIELD_LINE_DISCOUNT_LIMIT_HINT: {
    id: "Diskon Edit Menu di atas batas ini perlu persetujuan Kacab/Asisten (0–100 %)",
    en: "An Edit Menu discount above this limit needs a branch head's approval (0–100 %)",
    ms: "Diskaun Edit Menu melebihi had ini perlu kelulusan Ketua Cawangan/Pembantu (0–100 %)",
  },
  ROUNDING_YES: { id: "Ya", en: "Yes", ms: "Ya" },
  ROUNDING_NO: { id: "Tidak", en: "No", ms: "Tidak" },
  AUDIT_TITLE: { id: "Jejak Audit", en: "Audit Trail", ms: "Jejak Audit" },
  AUDIT_WHEN: { id: "Waktu", en: "Time", ms: "Masa" },
  AUDIT_WHO: { id: "Oleh", en: "By", ms: "Oleh" },
  AUDIT_ENTITY: { id: "Data", en: "Data", ms: "Data" },
  AUDIT_ACTION: { id: "Aksi", en: "Action", ms: "Tindakan" },
  AUDIT_CHANGE: { id: "Yang terjadi", en: "What happened", ms: "Apa yang berlaku" },
  AUDIT_EMPTY: { id: "Belum ada perubahan tercatat", en: "No changes recorded yet", ms: "Belum ada perubahan direkodkan" },
  PREV: { id: "Sebelumnya", en: "Previous", ms: "Sebelumnya" },
  NEXT: { id: "Berikutnya", en: "Next", ms: "Seterusnya" },
  HELP_INTRO: {
    id: "Petunjuk singkat tiap layar. Tanyakan Kacab bila masih bingung.",
    en: "A short guide to each screen. Ask the Branch Head if anything is unclear.",
    ms: "Panduan ringkas setiap skrin. Tanya Ketua Cawangan jika masih keliru.",
  },
  /** The Bantuan page: one short help per screen (title, what it is for, how to use it). */
  HELP_SECTIONS: [
    {
      id: { id: "dashboard", en: "dashboard", ms: "dashboard" },
      title: { id: "Daftar Transaksi (Dashboard)", en: "Transactions (Dashboard)", ms: "Senarai Transaksi (Papan Pemuka)" },
      body: {
        id: "Kartu MEJA dan BUNGKUS. Ketuk meja kosong untuk membuka nota baru; ketuk meja berwarna untuk membuka nota yang masih berjalan.",
        en: "TABLE and TAKE-AWAY cards. Tap a free table to open a new bill; tap a coloured table to open its running bill.",
        ms: "Kad MEJA dan BUNGKUS. Ketik meja kosong untuk membuka bil baharu; ketik meja berwarna untuk membuka bil yang sedang berjalan.",
      },
    },
    {
      id: { id: "order", en: "order", ms: "order" },
      title: { id: "Hal Order", en: "Order Screen", ms: "Skrin Pesanan" },
      body: {
        id: "Ketuk menu untuk menambah, tombol minus untuk mengurangi. ORDER KE PRODUKSI mengirim pesanan ke dapur; Bayar membuka pembayaran.",
        en: "Tap an item to add it, the minus button to remove one. SEND TO KITCHEN sends the order to the kitchen; Pay opens the payment.",
        ms: "Ketik menu untuk menambah, butang tolak untuk mengurangkan. HANTAR KE DAPUR menghantar pesanan ke dapur; Bayar membuka bayaran.",
      },
    },
    {
      id: { id: "payment", en: "payment", ms: "payment" },
      title: { id: "Pembayaran", en: "Payment", ms: "Bayaran" },
      body: {
        id: "Pilih metode bayar, isi nominal atau ketuk uang pas, lalu Simpan. Struk tercetak dan laci terbuka untuk tunai.",
        en: "Choose the payment method, enter the amount or tap exact cash, then Save. The receipt prints and the drawer opens for cash.",
        ms: "Pilih kaedah bayaran, isi jumlah atau ketik wang tepat, kemudian Simpan. Resit dicetak dan laci dibuka untuk tunai.",
      },
    },
    {
      id: { id: "ojol", en: "ojol", ms: "ojol" },
      title: { id: "OJOL", en: "DELIVERY", ms: "PENGHANTARAN" },
      body: {
        id: "Nota pesanan ojek online per platform. Harga mengikuti platform yang dipilih.",
        en: "Delivery-platform bills per platform. Prices follow the chosen platform.",
        ms: "Bil pesanan platform penghantaran mengikut platform. Harga mengikut platform yang dipilih.",
      },
    },
    {
      id: { id: "online", en: "online", ms: "online" },
      title: { id: "Online Order", en: "Online Order", ms: "Pesanan Dalam Talian" },
      body: {
        id: "Pesanan dari QR meja. HAPUS menolak, CETAK mencetak, TERIMA membuka nota dan mengirimnya ke dapur.",
        en: "Orders from the table QR. DELETE refuses, PRINT prints, ACCEPT opens the bill and sends it to the kitchen.",
        ms: "Pesanan daripada QR meja. PADAM menolak, CETAK mencetak, TERIMA membuka bil dan menghantarnya ke dapur.",
      },
    },
    {
      id: { id: "cash", en: "cash", ms: "cash" },
      title: {
        id: "Saldo Awal, Kas Kasir dan Tutup Saldo",
        en: "Opening Balance, Cash Book and Close Balance",
        ms: "Baki Awal, Buku Tunai dan Tutup Baki",
      },
      body: {
        id: "Isi saldo awal sebelum berjualan. Catat uang masuk/keluar di Kas Kasir. Di akhir shift isi uang di laci lalu Simpan pada Tutup Saldo.",
        en: "Enter the opening balance before selling. Record cash in/out in the Cash Book. At the end of the shift enter the cash in the drawer, then Save on Close Balance.",
        ms: "Isi baki awal sebelum berniaga. Rekod wang masuk/keluar di Buku Tunai. Pada akhir syif isi wang dalam laci kemudian Simpan pada Tutup Baki.",
      },
    },
    {
      id: { id: "history", en: "history", ms: "history" },
      title: { id: "History", en: "History", ms: "Sejarah" },
      body: {
        id: "Cari nota yang sudah dibayar untuk mencetak ulang struk, mengirim struk digital, atau refund.",
        en: "Find paid bills to reprint the receipt, send a digital receipt, or refund.",
        ms: "Cari bil yang telah dibayar untuk mencetak semula resit, menghantar resit digital, atau membuat bayaran balik.",
      },
    },
    {
      id: { id: "kitchen", en: "kitchen", ms: "kitchen" },
      title: { id: "Hal Tata dan Layar Produksi", en: "Kitchen Prep and Production Screens", ms: "Skrin Penyediaan dan Skrin Dapur" },
      body: {
        id: "Dapur menandai menu siap. Kartu pindah ke Hal Ambil saat semua menu siap.",
        en: "The kitchen marks items ready. A card moves to Pickup once all its items are ready.",
        ms: "Dapur menanda menu siap. Kad berpindah ke Skrin Ambil apabila semua menu siap.",
      },
    },
    {
      id: { id: "pickup", en: "pickup", ms: "pickup" },
      title: { id: "Hal Ambil dan Pesan Aktif", en: "Pickup and Active Orders", ms: "Skrin Ambil dan Pesanan Aktif" },
      body: {
        id: "Pelayan menandai menu sudah diantar; nota selesai saat semua menu diantar.",
        en: "Waiters mark items delivered; a bill is done once all its items are delivered.",
        ms: "Pelayan menanda menu telah dihidang; bil selesai apabila semua menu dihidang.",
      },
    },
    {
      id: { id: "refresh", en: "refresh", ms: "refresh" },
      title: { id: "Refresh", en: "Refresh", ms: "Segar Semula" },
      body: {
        id: "Menghapus nota kosong (tanpa menu) milik Anda dan mengosongkan mejanya. Nota yang berisi menu tidak pernah dihapus.",
        en: "Deletes your empty bills (no items) and frees their tables. A bill with items is never deleted.",
        ms: "Memadam bil kosong (tanpa menu) milik anda dan mengosongkan mejanya. Bil yang ada menu tidak pernah dipadam.",
      },
    },
    {
      id: { id: "admin", en: "admin", ms: "admin" },
      title: { id: "Kelola Waroeng", en: "Back Office", ms: "Pejabat Belakang" },
      body: {
        id: "Pemilik dan Kacab mengatur waroeng, menu, harga dan staf. Setiap perubahan tercatat di Jejak Audit.",
        en: "Owners and Branch Heads manage the outlet, menu, prices and staff. Every change is recorded in the Audit.",
        ms: "Pemilik dan Ketua Cawangan mengurus outlet, menu, harga dan kakitangan. Setiap perubahan direkodkan dalam Audit.",
      },
    },
  ],
});

/** CSV import of back-office lists: file-level and row-level refusals in the preview. */
export const CSV_MSG = localized({
  EMPTY: { id: "File CSV kosong", en: "The CSV file is empty", ms: "Fail CSV kosong" },
  BAD_QUOTING: {
    id: "Baris CSV rusak (tanda kutip tidak tertutup)",
    en: "Broken CSV row (unclosed quote)",
    ms: "Baris CSV rosak (tanda petik tidak ditutup)",
  },
  missingColumns: {
    id: (columns: readonly string[]): string => `Kolom tidak ada: ${columns.join(", ")}`,
    en: (columns: readonly string[]): string => `Missing columns: ${columns.join(", ")}`,
    ms: (columns: readonly string[]): string => `Lajur tiada: ${columns.join(", ")}`,
  },
  tooManyRows: {
    id: (max: number): string => `Maksimal ${max} baris per impor`,
    en: (max: number): string => `At most ${max} rows per import`,
    ms: (max: number): string => `Maksimum ${max} baris setiap import`,
  },
});
