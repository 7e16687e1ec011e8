"use client";

import { useState, type ChangeEvent, type Dispatch, type FormEvent, type SetStateAction } from "react";
import { SteadyLink } from "@/components/navigation/steady-link";
import type { PageInfo } from "@/lib/data/query";
import { apiPost } from "@/lib/client/fetcher";
import { useApi } from "@/lib/client/swr";
import { texts } from "@/lib/ui/texts";
import { Button, buttonClassName } from "@/components/ui/button";
import { Field, Input, Select, Textarea } from "@/components/ui/input";
import { TableSkeleton } from "@/components/ui/skeleton";
import { EmptyRow, TBody, THead, Table, Td, Th, Tr } from "@/components/ui/table";
import type { MailDelivery } from "@/lib/mail/send";
import { DateTime } from "./date-time";
import { invitationNotice } from "./invitation-notice";
import { Notice, type NoticeMessage } from "./notice";
import { errorMessageOf, useAdminAction } from "./use-admin-action";

/** The invitation API's shapes (app/api/send-invitation, send-bulk, invitations). */
interface Invitation {
  id: string;
  email: string;
  role: string;
  group_name: string | null;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  status: string;
}

type BulkStatus = "sent" | "duplicate" | "malformed" | "failed";

interface BulkResult {
  line: number;
  input: string;
  email: string | null;
  status: BulkStatus;
  reason: keyof typeof texts.admin.inviteResultReason | null;
  /** The specification's shape names a message; the reason code is turned into one here when it is missing. */
  message?: string;
}

interface BulkAnswer {
  summary?: { total: number; sent: number };
  results: BulkResult[];
}

const MAX_INVITATIONS_AT_ONCE = 500;
const PENDING_PER_PAGE = 25;

/** Roughly how many addresses a text holds (each has one "@"); the server counts exactly and refuses above 500. */
const addressCount = (text: string) => (text.match(/@/g) ?? []).length;

function resultMessage(result: BulkResult): string {
  if (result.message) return result.message;
  return result.reason ? (texts.admin.inviteResultReason[result.reason] ?? result.reason) : "";
}

/** Invite one address or many (a pasted list or a CSV file), with the role and group; then the pending invitations. */
export function InviteUsers({ roles, groupNames }: { roles: string[]; groupNames: string[] }) {
  const { run, busy, notice, setNotice, errorFor } = useAdminAction();
  const [mode, setMode] = useState<"one" | "many">("one");
  const [role, setRole] = useState(roles[0] ?? "analyst");
  const [group, setGroup] = useState("");
  const [email, setEmail] = useState("");
  const [list, setList] = useState("");
  const [csv, setCsv] = useState<CsvFile | null>(null);
  const [results, setResults] = useState<BulkAnswer | null>(null);
  const { pending, pendingError, loadPending, resend, revoke, setPendingPage } = usePendingInvitations(run);
  const terms = { role, ...(group ? { group_name: group } : {}) };

  async function inviteOne(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    const sent = await run("invite", () => apiPost<{ invitation: Invitation; delivery?: MailDelivery }>("/send-invitation", { email: address, ...terms }), {
      success: (answer) => invitationNotice(answer.invitation.email, answer.delivery),
      refresh: false,
    });
    if (!sent) return;
    setEmail("");
    await loadPending();
  }

  async function inviteMany(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const source = csv ? { csv: csv.text } : { emails: list.split(/\r?\n/) };
    const count = addressCount(csv ? csv.text : list);
    if (count === 0) return setNotice({ tone: "error", text: texts.admin.inviteNothingToSend });
    if (count > MAX_INVITATIONS_AT_ONCE) return setNotice({ tone: "error", text: texts.admin.inviteTooMany(MAX_INVITATIONS_AT_ONCE) });
    setResults(null);
    const answer = await run("invite-many", () => apiPost<BulkAnswer>("/send-bulk", { ...source, ...terms }), {
      success: (outcome) => texts.admin.inviteSummary(sentCount(outcome), outcome.summary?.total ?? outcome.results.length),
      refresh: false,
    });
    if (!answer) return;
    setResults(answer);
    await loadPending();
  }

  return (
    <main data-testid="invite-users" className="mx-auto max-w-5xl space-y-8 px-6 py-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{texts.admin.inviteTitle}</h1>
          <p className="mt-1 max-w-2xl text-slate-600 dark:text-slate-400">{texts.admin.inviteSubtitle}</p>
        </div>
        <SteadyLink href="/admin-page" data-testid="invite-back-to-admin" className={buttonClassName({ variant: "secondary" })}>
          {texts.admin.title}
        </SteadyLink>
      </header>

      <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-surface-dark-muted">
        <InviteModeTabs mode={mode} onChange={setMode} />

        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={texts.admin.inviteRoleLabel} error={errorFor("role")}>
            <Select data-testid="invite-role" value={role} onChange={(event) => setRole(event.target.value)}>
              {roles.map((value) => (
                <option key={value} value={value}>
                  {texts.admin.roleLabels[value as keyof typeof texts.admin.roleLabels] ?? value}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={texts.admin.groupLabel} error={errorFor("group_name")}>
            <Select data-testid="invite-group" value={group} onChange={(event) => setGroup(event.target.value)}>
              <option value="">{texts.admin.noGroup}</option>
              {groupNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          </Field>
        </div>

        {mode === "one" ? (
          <form onSubmit={inviteOne} noValidate className="flex flex-wrap items-end gap-3" data-testid="invite-one-form">
            <Field label={texts.admin.inviteEmailLabel} error={errorFor("email")} className="min-w-64 flex-1">
              <Input
                data-testid="invite-email"
                type="email"
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={!!errorFor("email")}
              />
            </Field>
            <Button type="submit" data-testid="invite-send" disabled={!email.trim() || busy !== null}>
              {busy === "invite" ? texts.admin.sending : texts.admin.sendInvitation}
            </Button>
          </form>
        ) : (
          <InviteManyForm list={list} onList={setList} csv={csv} onCsv={setCsv} busy={busy} errorFor={errorFor} onSubmit={inviteMany} />
        )}
        <Notice message={notice} testId="invite-notice" />
      </section>

      {results && <BulkResults results={results} />}

      <PendingInvitations pending={pending} error={pendingError} busy={busy !== null} onResend={resend} onRevoke={revoke} onPage={setPendingPage} />
    </main>
  );
}

interface CsvFile {
  name: string;
  text: string;
  lines: number;
}

const sentCount = (answer: BulkAnswer) => answer.summary?.sent ?? answer.results.filter((result) => result.status === "sent").length;

/**
 * The pending invitations, a page at a time, with resending and revoking. Other administrators invite too: the list is
 * read again when the page regains focus. Addresses are personal data, so the list is kept in memory for this page only.
 */
function usePendingInvitations(run: ReturnType<typeof useAdminAction>["run"]) {
  const [pendingPage, setPendingPage] = useState(1);
  const pendingRead = useApi<{ invitations: Invitation[]; pageInfo: PageInfo }>(
    `/invitations?status=pending&page=${pendingPage}&per_page=${PENDING_PER_PAGE}`,
    {
      persist: false,
      revalidateOnMount: true,
      revalidateOnFocus: true,
    },
  );
  const pending = pendingRead.data ?? null;
  const pendingError: NoticeMessage | null = pendingRead.error && !pendingRead.isValidating ? { tone: "error", text: errorMessageOf(pendingRead.error) } : null;
  const loadPending = () => pendingRead.mutate();

  async function resend(invitation: Invitation) {
    const done = await run(`resend-${invitation.id}`, () => apiPost<{ delivery?: MailDelivery }>("/invitations/resend", { id: invitation.id }), {
      success: (answer) => invitationNotice(invitation.email, answer.delivery, texts.admin.invitationResent(invitation.email)),
      refresh: false,
    });
    if (done) await loadPending();
  }

  async function revoke(invitation: Invitation) {
    const done = await run(`revoke-${invitation.id}`, () => apiPost("/invitations/revoke", { id: invitation.id }), {
      success: () => texts.admin.invitationRevoked(invitation.email),
      refresh: false,
    });
    if (!done) return;
    // The last invitation of a later page went: show the page before it (the effect loads it).
    if (pending && pending.invitations.length === 1 && pendingPage > 1) setPendingPage(pendingPage - 1);
    else await loadPending();
  }

  return { pending, pendingError, loadPending, resend, revoke, setPendingPage };
}

function InviteModeTabs({ mode, onChange }: { mode: "one" | "many"; onChange: (mode: "one" | "many") => void }) {
  return (
    <div role="tablist" aria-label={texts.admin.inviteTitle} className="inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
      {(["one", "many"] as const).map((value) => (
        <button
          key={value}
          type="button"
          role="tab"
          aria-selected={mode === value}
          data-testid={`invite-mode-${value}`}
          onClick={() => onChange(value)}
          className={`rounded-md px-3 py-1.5 text-sm font-medium ${mode === value ? "bg-white shadow-sm dark:bg-surface-dark" : "text-slate-600 dark:text-slate-300"}`}
        >
          {value === "one" ? texts.admin.inviteOne : texts.admin.inviteMany}
        </button>
      ))}
    </div>
  );
}

/** A pasted list of addresses, or a CSV file in its place. */
function InviteManyForm({
  list,
  onList,
  csv,
  onCsv,
  busy,
  errorFor,
  onSubmit,
}: {
  list: string;
  onList: (list: string) => void;
  csv: CsvFile | null;
  onCsv: (csv: CsvFile | null) => void;
  busy: string | null;
  errorFor: (field: string) => string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  async function readCsv(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return onCsv(null);
    const text = await file.text();
    onCsv({ name: file.name, text, lines: text.split(/\r?\n/).filter((line) => line.trim()).length });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" data-testid="invite-many-form">
      <Field label={texts.admin.inviteListLabel} error={errorFor("emails")}>
        <Textarea
          data-testid="invite-list"
          rows={8}
          value={list}
          disabled={!!csv}
          onChange={(event) => onList(event.target.value)}
          placeholder={"ada@example.com\ngrace@example.com"}
        />
      </Field>
      <Field label={texts.admin.inviteCsvLabel} error={errorFor("csv")} hint={csv ? texts.admin.inviteCsvLoaded(csv.name, csv.lines) : undefined}>
        <span className="flex items-center gap-2">
          <Input key={csv?.name ?? "none"} data-testid="invite-csv" type="file" accept=".csv,text/csv,text/plain" onChange={readCsv} className="flex-1" />
          {csv && (
            <Button variant="ghost" size="sm" data-testid="invite-csv-clear" onClick={() => onCsv(null)}>
              {texts.admin.inviteCsvClear}
            </Button>
          )}
        </span>
      </Field>
      <Button type="submit" data-testid="invite-send-bulk" disabled={busy !== null || (!csv && !list.trim())}>
        {busy === "invite-many" ? texts.admin.sending : texts.admin.sendInvitations}
      </Button>
    </form>
  );
}

/** What happened to each address of a bulk invitation. */
function BulkResults({ results }: { results: BulkAnswer }) {
  const resultColumns = texts.admin.inviteResultColumns;
  return (
    <section aria-labelledby="invite-results-title" className="space-y-3">
      <h2 id="invite-results-title" className="text-lg font-semibold">
        {texts.admin.inviteSummary(sentCount(results), results.summary?.total ?? results.results.length)}
      </h2>
      <Table density="compact" data-testid="invite-results">
        <THead>
          <tr>
            <Th>{resultColumns.line}</Th>
            <Th>{resultColumns.email}</Th>
            <Th>{resultColumns.status}</Th>
            <Th>{resultColumns.message}</Th>
          </tr>
        </THead>
        <TBody>
          {results.results.map((result, index) => (
            <Tr key={`${result.line}-${index}`} data-testid="invite-result-row" data-status={result.status}>
              <Td className="tabular-nums">{result.line}</Td>
              <Td className="break-all">{result.email ?? result.input}</Td>
              <Td
                data-testid="invite-result-status"
                className={result.status === "sent" ? "text-emerald-700 dark:text-emerald-300" : "text-amber-700 dark:text-amber-300"}
              >
                {texts.admin.inviteResultStatus[result.status] ?? result.status}
              </Td>
              <Td data-testid="invite-result-message">{resultMessage(result)}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </section>
  );
}

function PendingInvitations({
  pending,
  error,
  busy,
  onResend,
  onRevoke,
  onPage,
}: {
  pending: { invitations: Invitation[]; pageInfo: PageInfo } | null;
  error: NoticeMessage | null;
  /** An action is under way: the row buttons wait for it. */
  busy: boolean;
  onResend: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
  onPage: Dispatch<SetStateAction<number>>;
}) {
  const columns = texts.admin.invitationColumns;
  return (
    <section aria-labelledby="pending-invitations-title" className="space-y-3">
      <h2 id="pending-invitations-title" className="text-lg font-semibold">
        {texts.admin.pendingInvitations}
      </h2>
      <Notice message={error} testId="pending-invitations-error" />
      {!pending && !error ? (
        <TableSkeleton rows={3} testId="pending-invitations-loading" />
      ) : (
        pending && (
          <Table data-testid="pending-invitations">
            <THead>
              <tr>
                <Th>{columns.email}</Th>
                <Th>{columns.role}</Th>
                <Th>{columns.group}</Th>
                <Th>{columns.sent}</Th>
                <Th>{columns.expires}</Th>
                <Th>
                  <span className="sr-only">{texts.admin.resend}</span>
                </Th>
              </tr>
            </THead>
            <TBody>
              {pending.invitations.length === 0 && (
                <EmptyRow colSpan={6} testId="pending-invitations-empty">
                  {texts.admin.noPendingInvitations}
                </EmptyRow>
              )}
              {pending.invitations.map((invitation) => (
                <Tr key={invitation.id} data-testid="invitation-row" data-email={invitation.email}>
                  <Td className="break-all font-medium">{invitation.email}</Td>
                  <Td>{texts.admin.roleLabels[invitation.role as keyof typeof texts.admin.roleLabels] ?? invitation.role}</Td>
                  <Td>{invitation.group_name ?? "—"}</Td>
                  <Td>
                    <DateTime value={invitation.created_at} />
                  </Td>
                  <Td>
                    <DateTime value={invitation.expires_at} />
                  </Td>
                  <Td className="whitespace-nowrap text-right">
                    <Button variant="ghost" size="sm" data-testid="invitation-resend" disabled={busy} onClick={() => onResend(invitation)}>
                      {texts.admin.resend}
                    </Button>
                    <Button variant="ghost" size="sm" data-testid="invitation-revoke" disabled={busy} onClick={() => onRevoke(invitation)}>
                      {texts.admin.revoke}
                    </Button>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )
      )}
      {pending && pending.pageInfo.lastPage > 1 && (
        <nav aria-label="Invitation pages" className="flex items-center justify-between text-sm">
          <Button
            variant="secondary"
            size="sm"
            data-testid="pending-invitations-previous"
            disabled={!pending.pageInfo.prevPage}
            onClick={() => onPage((page) => Math.max(1, page - 1))}
          >
            {texts.admin.previousPage}
          </Button>
          <span data-testid="pending-invitations-page" className="text-slate-500">
            {texts.admin.pageOf(pending.pageInfo.currentPage, pending.pageInfo.lastPage)}
          </span>
          <Button
            variant="secondary"
            size="sm"
            data-testid="pending-invitations-next"
            disabled={!pending.pageInfo.nextPage}
            onClick={() => onPage((page) => page + 1)}
          >
            {texts.admin.nextPage}
          </Button>
        </nav>
      )}
    </section>
  );
}
