import { createTheme } from "@mantine/core";

/** Warm waroeng colours, large default sizes for touch screens. */
export const theme = createTheme({
  primaryColor: "orange",
  defaultRadius: "md",
  fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  components: {
    Button: { defaultProps: { size: "md" } },
    TextInput: { defaultProps: { size: "md" } },
    PasswordInput: { defaultProps: { size: "md" } },
    NumberInput: { defaultProps: { size: "md" } },
  },
});
