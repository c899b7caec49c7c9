/**
 * Joining a phone or tablet to the stall: the device setup page (`/pasang`) and the "Tambah
 * Perangkat" dialog of the cashier's menu and the back office.
 * Each text is one entry in its three languages, `{ id, en, ms }` (see `localized.ts`).
 */
import { localized } from "./localized.ts";

/**
 * The device setup page and the Tambah Perangkat dialog (the product's own wording, the spec has
 * none). The steps name the phone's own menus as Android and iOS show them in that language
 * (Setelan / Pengaturan in Indonesian, Tetapan in Malay), so a stall owner can find them.
 *
 * @example
 * <Title>{JOIN_MSG.PAGE_TITLE}</Title> // "Sambungkan HP ini"
 */
export const JOIN_MSG = localized({
  /** The cashier's menu item and the back office's button; the dialog's title. */
  ADD_DEVICE: { id: "Tambah Perangkat", en: "Add a device", ms: "Tambah Peranti" },
  PAGE_TITLE: { id: "Sambungkan HP ini", en: "Connect this phone", ms: "Sambungkan telefon ini" },
  PAGE_INTRO: {
    id: "Pasang sertifikat komputer kasir sekali saja. Setelah itu Waroeng POS bisa dipasang di layar utama dan tetap jalan saat Wi-Fi putus.",
    en: "Install the till computer's certificate once. Then Waroeng POS can go on the home screen and keeps working when the Wi-Fi drops.",
    ms: "Pasang sijil komputer juruwang sekali sahaja. Selepas itu Waroeng POS boleh dipasang pada skrin utama dan terus berfungsi apabila Wi-Fi terputus.",
  },
  CHECKING: { id: "Memeriksa perangkat ini…", en: "Checking this device…", ms: "Menyemak peranti ini…" },
  /** The HTTPS address answered: this device trusts the stall's certificate. */
  TRUSTED_TITLE: { id: "Perangkat ini sudah siap", en: "This device is ready", ms: "Peranti ini sudah sedia" },
  TRUSTED_REDIRECT: {
    id: "Sertifikat sudah terpasang. Membuka Waroeng POS…",
    en: "The certificate is installed. Opening Waroeng POS…",
    ms: "Sijil telah dipasang. Membuka Waroeng POS…",
  },
  NOT_TRUSTED_YET: {
    id: "Sertifikat belum terpasang di perangkat ini. Ikuti langkah di bawah.",
    en: "The certificate is not installed on this device yet. Follow the steps below.",
    ms: "Sijil belum dipasang pada peranti ini. Ikut langkah di bawah.",
  },
  CHECK_AGAIN: { id: "Periksa lagi", en: "Check again", ms: "Semak semula" },
  OPEN_APP: { id: "Buka Waroeng POS", en: "Open Waroeng POS", ms: "Buka Waroeng POS" },
  HTTPS_OFF_TITLE: { id: "HTTPS tidak aktif", en: "HTTPS is off", ms: "HTTPS tidak aktif" },
  HTTPS_OFF: {
    id: "Komputer kasir ini tidak memakai HTTPS, jadi tidak ada yang perlu dipasang. Waroeng POS tetap bisa dibuka lewat alamat biasa, tetapi tidak bisa dipasang di layar utama atau jalan tanpa Wi-Fi.",
    en: "This till computer does not use HTTPS, so there is nothing to install. Waroeng POS still opens at its plain address, but cannot go on the home screen or work without Wi-Fi.",
    ms: "Komputer juruwang ini tidak menggunakan HTTPS, jadi tiada apa-apa untuk dipasang. Waroeng POS masih boleh dibuka melalui alamat biasa, tetapi tidak boleh dipasang pada skrin utama atau berfungsi tanpa Wi-Fi.",
  },
  OWN_CERT_TITLE: { id: "Tidak ada yang perlu dipasang", en: "Nothing to install", ms: "Tiada apa-apa untuk dipasang" },
  OWN_CERT: {
    id: "Komputer kasir ini memakai sertifikat resmi. Langsung buka alamat amannya.",
    en: "This till computer uses a public certificate. Open its secure address straight away.",
    ms: "Komputer juruwang ini menggunakan sijil rasmi. Terus buka alamat selamatnya.",
  },
  LOAD_FAILED: {
    id: "Komputer kasir tidak bisa dihubungi. Pastikan HP ini memakai Wi-Fi yang sama, lalu muat ulang halaman ini.",
    en: "Cannot reach the till computer. Make sure this phone is on the same Wi-Fi, then reload this page.",
    ms: "Komputer juruwang tidak dapat dihubungi. Pastikan telefon ini menggunakan Wi-Fi yang sama, kemudian muat semula halaman ini.",
  },
  /** The download buttons: the same file; an iPhone installs it as a profile. */
  DOWNLOAD_CERT: { id: "Unduh sertifikat", en: "Download the certificate", ms: "Muat turun sijil" },
  DOWNLOAD_PROFILE: { id: "Unduh profil", en: "Download the profile", ms: "Muat turun profil" },
  TAB_ANDROID: { id: "Android", en: "Android", ms: "Android" },
  TAB_IPHONE: { id: "iPhone / iPad", en: "iPhone / iPad", ms: "iPhone / iPad" },
  ANDROID_STEPS: [
    {
      id: "Di Chrome, ketuk Unduh sertifikat di atas. File waroeng-ca.crt tersimpan di Unduhan.",
      en: "In Chrome, tap Download the certificate above. The file waroeng-ca.crt lands in Downloads.",
      ms: "Dalam Chrome, ketik Muat turun sijil di atas. Fail waroeng-ca.crt disimpan dalam Muat Turun.",
    },
    {
      id: "Buka Setelan → Keamanan → Enkripsi & kredensial → Instal sertifikat → Sertifikat CA. (Tidak ketemu? Ketik “sertifikat CA” di pencarian Setelan.)",
      en: "Open Settings → Security → Encryption & credentials → Install a certificate → CA certificate. (Cannot find it? Search Settings for “CA certificate”.)",
      ms: "Buka Tetapan → Keselamatan → Penyulitan & bukti kelayakan → Pasang sijil → Sijil CA. (Tidak jumpa? Cari “sijil CA” dalam Tetapan.)",
    },
    {
      id: "Ketuk Tetap instal, lalu pilih waroeng-ca.crt dari Unduhan.",
      en: "Tap Install anyway, then pick waroeng-ca.crt from Downloads.",
      ms: "Ketik Pasang juga, kemudian pilih waroeng-ca.crt daripada Muat Turun.",
    },
    {
      id: "Kembali ke Chrome dan ketuk Buka Waroeng POS.",
      en: "Go back to Chrome and tap Open Waroeng POS.",
      ms: "Kembali ke Chrome dan ketik Buka Waroeng POS.",
    },
    {
      id: "Di Chrome, ketuk ⋮ → Tambahkan ke layar utama (atau Instal aplikasi).",
      en: "In Chrome, tap ⋮ → Add to Home screen (or Install app).",
      ms: "Dalam Chrome, ketik ⋮ → Tambah ke skrin utama (atau Pasang apl).",
    },
  ],
  IPHONE_STEPS: [
    {
      id: "Buka halaman ini di Safari, ketuk Unduh profil di atas, lalu Izinkan.",
      en: "Open this page in Safari, tap Download the profile above, then Allow.",
      ms: "Buka halaman ini dalam Safari, ketik Muat turun profil di atas, kemudian Benarkan.",
    },
    {
      id: "Buka Pengaturan → Profil Diunduh → Instal. Masukkan kode sandi HP, lalu Instal lagi.",
      en: "Open Settings → Profile Downloaded → Install. Enter the phone's passcode, then Install again.",
      ms: "Buka Seting → Profil Dimuat Turun → Pasang. Masukkan kod laluan telefon, kemudian Pasang sekali lagi.",
    },
    {
      id: "Buka Pengaturan → Umum → Mengenai → Pengaturan Kepercayaan Sertifikat, lalu nyalakan sertifikat Waroeng POS (percaya penuh).",
      en: "Open Settings → General → About → Certificate Trust Settings and turn on the Waroeng POS certificate (full trust).",
      ms: "Buka Seting → Umum → Perihal → Seting Kepercayaan Sijil, kemudian hidupkan sijil Waroeng POS (percaya penuh).",
    },
    {
      id: "Kembali ke Safari dan ketuk Buka Waroeng POS.",
      en: "Go back to Safari and tap Open Waroeng POS.",
      ms: "Kembali ke Safari dan ketik Buka Waroeng POS.",
    },
    {
      id: "Di Safari, ketuk Bagikan → Tambah ke Layar Utama.",
      en: "In Safari, tap Share → Add to Home Screen.",
      ms: "Dalam Safari, ketik Kongsi → Tambah ke Skrin Utama.",
    },
  ],
  FINGERPRINT_TITLE: { id: "Sidik jari sertifikat (SHA-256)", en: "Certificate fingerprint (SHA-256)", ms: "Cap jari sijil (SHA-256)" },
  FINGERPRINT_HINT: {
    id: "Saat memasang, cocokkan angka ini dengan yang tampil di HP. Harus sama persis.",
    en: "While installing, compare these characters with the ones the phone shows. They must match exactly.",
    ms: "Semasa memasang, bandingkan aksara ini dengan yang dipaparkan pada telefon. Mesti sama sepenuhnya.",
  },
  ADDRESS_TITLE: { id: "Alamat aman", en: "Secure address", ms: "Alamat selamat" },
  ADDRESS_HINT: {
    id: "Pindai dari HP lain untuk membuka alamat ini.",
    en: "Scan from another phone to open this address.",
    ms: "Imbas dari telefon lain untuk membuka alamat ini.",
  },
  /** The dialog's two codes. */
  STEP_INSTALL: { id: "1. Pasang sertifikat", en: "1. Install the certificate", ms: "1. Pasang sijil" },
  STEP_INSTALL_HINT: {
    id: "Pindai dengan kamera HP baru, lalu ikuti langkahnya.",
    en: "Scan with the new phone's camera, then follow the steps.",
    ms: "Imbas dengan kamera telefon baharu, kemudian ikut langkahnya.",
  },
  STEP_OPEN: { id: "2. Buka aplikasi", en: "2. Open the app", ms: "2. Buka aplikasi" },
  STEP_OPEN_HINT: {
    id: "Setelah sertifikat terpasang, pindai kode ini.",
    en: "Once the certificate is installed, scan this code.",
    ms: "Selepas sijil dipasang, imbas kod ini.",
  },
  OPEN_SETUP_PAGE: { id: "Buka halaman pemasangan", en: "Open the setup page", ms: "Buka halaman pemasangan" },
  /** The QR code images' alternative text. */
  qrOf: {
    id: (address: string): string => `Kode QR: ${address}`,
    en: (address: string): string => `QR code: ${address}`,
    ms: (address: string): string => `Kod QR: ${address}`,
  },
});
