import type { Config } from "tailwindcss";

// Loaded from app/globals.css with `@config`; Tailwind 4 reads the design tokens from here.
const config: Config = {
  darkMode: "class",
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#f3f1ff",
          100: "#e9e5ff",
          300: "#b7abff",
          500: "#7c5cff",
          600: "#6a45f5",
          700: "#5834d6",
          900: "#2b1a6b",
        },
        surface: {
          DEFAULT: "#ffffff",
          muted: "#f6f7fb",
          dark: "#0f1117",
          "dark-muted": "#171a23",
        },
      },
      fontFamily: {
        sans: ["ui-sans-serif", "system-ui", "-apple-system", "Segoe UI", "Roboto", "sans-serif"],
      },
    },
  },
};

export default config;
