import type { Metadata } from "next";
import { headers } from "next/headers";
import { PageViewTracker } from "@/components/analytics/page-view-tracker";
import { NONCE_HEADER } from "@/lib/shell/security-headers";
import { THEME_SCRIPT } from "@/lib/shell/theme";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Lumos", template: "%s" },
  description: "Games-market research: player counts, revenue, sentiment, features and the Lumos assistant.",
  // The files live in public/; a signed-in app is kept out of search indexes (public/robots.txt says the same).
  icons: {
    icon: [
      { url: "/favicon.ico", sizes: "48x48" },
      { url: "/icon.svg", type: "image/svg+xml" },
    ],
    apple: "/apple-touch-icon.png",
  },
  manifest: "/manifest.webmanifest",
  robots: { index: false, follow: false },
};

// Reading the request's nonce makes every page render per request, which the nonce-based CSP needs
// (middleware.ts, docs/decisions.md).
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* Sets the theme class before the first paint (lib/shell/theme.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body className="min-h-screen font-sans">
        {children}
        <PageViewTracker />
      </body>
    </html>
  );
}
