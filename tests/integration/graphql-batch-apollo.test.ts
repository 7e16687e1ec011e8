// The browser's Apollo Client (lib/client/apollo.ts) against the real batch route: its BatchHttpLink body — a list
// of { operationName, variables, query, extensions } — is accepted, and queries issued together travel as one batch.
import { gql } from "@apollo/client";
import { POST as graphqlBatch } from "@/app/api/graphql/batch/route";
import { POST as signIn } from "@/app/api/signin/route";
import { BATCH_OPTIONS, createApolloClient, GRAPHQL_BATCH_PATH } from "@/lib/client/apollo";
import { useDatabaseForTests, type DatabaseHandle } from "@/lib/db/client";
import { DEMO_SEED } from "@/lib/accounts/demo-accounts";
import { ensureDemoAccounts } from "@/lib/data/users";
import { createTestDatabase, queryRows } from "./helpers/test-database";

const BASE = "http://127.0.0.1:3000";
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

describe("Apollo's batches on /api/graphql/batch", () => {
  let handle: DatabaseHandle;
  let token: string;
  let clsId: number;
  const bodies: unknown[] = [];
  const post = (body: unknown) =>
    (graphqlBatch as Handler)(
      new Request(`${BASE}${GRAPHQL_BATCH_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({}) },
    );

  beforeAll(async () => {
    process.env.NEXTAUTH_SECRET ??= "integration-secret-integration-secret-0123456789";
    ({ handle } = await createTestDatabase({ games: 60 }));
    await ensureDemoAccounts({ db: handle.db, ...DEMO_SEED });
    useDatabaseForTests(handle);
    const response = await signIn(
      new Request(`${BASE}/api/signin`, { method: "POST", body: JSON.stringify({ email: "analyst@lumos.local", password: "Lumos-Analyst-2026!" }) }),
    );
    token = (await response.json()).accessToken;
    [{ id: clsId }] = await queryRows<{ id: number }>(handle, "select cls_id as id from feature_ranks order by date desc, cls_rank limit 1");
  });
  afterAll(() => handle.close());

  it("accepts the link's own body shape, ignoring extensions, and answers each operation in order", async () => {
    const response = await post([
      {
        operationName: "Platforms",
        variables: {},
        query: "query Platforms { fetchPlatforms { id name } }",
        extensions: { clientLibrary: { name: "@apollo/client", version: "4" } },
      },
      {
        operationName: "Tags",
        variables: { ids: [clsId] },
        query: "query Tags($ids: [Int!]!) { fetchFeatureTags(cls_id: $ids) { cls_id trend_tag } }",
        extensions: {},
      },
    ]);
    expect(response.status).toBe(200);
    const results = await response.json();
    expect(results).toHaveLength(2);
    expect(results[0].errors).toBeUndefined();
    expect(results[0].data.fetchPlatforms.length).toBeGreaterThan(0);
    expect(results[1].errors).toBeUndefined();
    expect(Array.isArray(results[1].data.fetchFeatureTags)).toBe(true);
  });

  it("still accepts the list wrapped as { queries }, and names the body for a list that is too long", async () => {
    const wrapped = await post({ queries: [{ query: "{ fetchPlatforms { id } }" }] });
    expect(wrapped.status).toBe(200);
    expect(await wrapped.json()).toHaveLength(1);
    const tooMany = await post(Array.from({ length: 21 }, () => ({ query: "{ fetchPlatforms { id } }" })));
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error.field).toBe("body");
  });

  it("names the bad field of a malformed item with a 400, not a 500", async () => {
    const response = await post([{ operationName: "X", variables: {}, query: 42 }]);
    expect(response.status).toBe(400);
    expect((await response.json()).error.field).toBe("0.query");
  });

  it("sends queries issued together as one request through the client's fetch, with the bearer token", async () => {
    const client = createApolloClient({
      fetch: async (input, init) => {
        const body = JSON.parse(String(init?.body));
        bodies.push(body);
        const headers = new Headers(init?.headers);
        headers.set("authorization", `Bearer ${token}`);
        expect(String(input)).toBe(GRAPHQL_BATCH_PATH);
        return (graphqlBatch as Handler)(new Request(`${BASE}${input}`, { ...init, headers }), { params: Promise.resolve({}) });
      },
    });
    expect(BATCH_OPTIONS).toEqual({ batchInterval: 50, batchMax: 20 });
    const [feature, tags, ranks] = await Promise.all([
      client.query({
        query: gql`
          query FeatureById($id: [Int!]) {
            fetchPaginatedClassifications(id: $id) {
              data {
                id
                name
                classification_type_name
              }
            }
          }
        `,
        variables: { id: [clsId] },
      }),
      client.query({
        query: gql`
          query FeatureTags($id: [Int!]!) {
            fetchFeatureTags(cls_id: $id) {
              cls_id
              trend_tag
              month_year
            }
          }
        `,
        variables: { id: [clsId] },
      }),
      client.query({
        query: gql`
          query FeatureRanks($id: Int) {
            fetchFeatureRanks(cls_id: $id) {
              items {
                date
                cls_rank
              }
              nextToken
            }
          }
        `,
        variables: { id: clsId },
      }),
    ]);
    expect(bodies).toHaveLength(1);
    expect((bodies[0] as Array<{ operationName: string }>).map((item) => item.operationName)).toEqual(["FeatureById", "FeatureTags", "FeatureRanks"]);
    expect((feature.data as { fetchPaginatedClassifications: { data: Array<{ id: number }> } }).fetchPaginatedClassifications.data[0].id).toBe(clsId);
    expect(tags.error).toBeUndefined();
    expect(ranks.error).toBeUndefined();

    // cache-first: asking again is answered without another request
    await client.query({
      query: gql`
        query FeatureTags($id: [Int!]!) {
          fetchFeatureTags(cls_id: $id) {
            cls_id
            trend_tag
            month_year
          }
        }
      `,
      variables: { id: [clsId] },
    });
    expect(bodies).toHaveLength(1);
  });
});
