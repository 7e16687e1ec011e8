import { PGlite } from "@electric-sql/pglite";
const db = await PGlite.create(process.argv[2]);
const s = await db.query(`select relname, pg_size_pretty(pg_relation_size(relid)) heap, pg_size_pretty(pg_indexes_size(relid)) idx, pg_size_pretty(pg_total_relation_size(relid)) total from pg_stat_user_tables order by pg_total_relation_size(relid) desc limit 12`);
console.table(s.rows);
const t = await db.query(`select pg_size_pretty(pg_database_size(current_database())) db`);
console.log(t.rows);
for (const q of [`explain analyze select max(month + array_length(counts, 1) - 1) from player_count_months`,
  `select count(*) from daily_player_counts`, `select count(*) from revenue_estimates`, `select count(*) from wishlist_counts`]) {
  const r = await db.query(q); console.log(q.slice(0,60), JSON.stringify(r.rows).slice(0,600));
}
await db.close();
