import { notFound } from "next/navigation";

/** The not-found status page: the app's not-found screen (app/not-found.tsx), answered with status 404. */
export default function NotFoundPage(): never {
  notFound();
}
