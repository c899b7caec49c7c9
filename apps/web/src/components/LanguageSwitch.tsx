/**
 * The language switch: Indonesian, English, Malay. Shows the app in the chosen language
 * at once and saves it on the user (PUT /user/language), so every device they sign in to follows.
 */
import { Menu, SegmentedControl } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { LANG_MSG, LOCALE_NAMES, LOCALES, type Locale } from "@waroeng/domain";
import { saveUserLanguage, type UserLanguage } from "../api/language.ts";
import { applyLanguage, useAppLocale } from "../lib/i18n.ts";

function useChooseLanguage() {
  const queryClient = useQueryClient();
  return (locale: Locale) => {
    // The screens re-mount on the change and read this (useUserLanguage): never the old choice.
    queryClient.setQueryData<UserLanguage>(["user-language"], (old) => (old ? { ...old, language: locale } : old));
    applyLanguage(locale);
    void saveUserLanguage(locale)
      .then((saved) => queryClient.setQueryData(["user-language"], saved))
      .catch(() => undefined);
  };
}

/** Three items under a "Language" label, for the cashier's user menu. */
export function LanguageMenuItems() {
  const choose = useChooseLanguage();
  const current = useAppLocale();
  return (
    <>
      <Menu.Label>{LANG_MSG.LANGUAGE}</Menu.Label>
      {LOCALES.map((l) => (
        <Menu.Item
          key={l}
          h={42}
          lang={l}
          data-testid={`language-${l}`}
          aria-current={l === current ? "true" : undefined}
          fw={l === current ? 700 : undefined}
          rightSection={l === current ? "✓" : null}
          onClick={() => choose(l)}
        >
          {LOCALE_NAMES[l]}
        </Menu.Item>
      ))}
    </>
  );
}

/**
 * A large segmented switch (ID / EN / MS) for the kitchen screens; `dark` on the production display.
 * `deviceOnly` (a page without a session, e.g. /pasang): the choice stays on this device, no call.
 */
export function LanguageSwitch({ dark, deviceOnly }: { dark?: boolean; deviceOnly?: boolean }) {
  const saving = useChooseLanguage();
  const choose = deviceOnly ? applyLanguage : saving;
  const current = useAppLocale();
  return (
    <SegmentedControl
      size="md"
      radius="md"
      color={dark ? "green" : "dark"}
      value={current}
      onChange={(v) => choose(v as Locale)}
      aria-label={LANG_MSG.LANGUAGE}
      data-testid="language-switch"
      data={LOCALES.map((l) => ({
        value: l,
        label: (
          <span title={LOCALE_NAMES[l]} lang={l}>
            {l.toUpperCase()}
          </span>
        ),
      }))}
    />
  );
}
