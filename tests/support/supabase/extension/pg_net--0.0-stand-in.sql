-- pg_net's request queue and net.http_post as supabase/pg_net declares them (docs/api.md); the background worker
-- that would send the queued requests is left out, so a test reads what would have been sent.
create schema net;

create table net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds int not null,
  created timestamptz not null default now()
);

create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds int default 5000
)
returns bigint
volatile
parallel safe
language plpgsql
as $$
declare
  query text := (select string_agg(key || '=' || value, '&') from jsonb_each_text(params));
  request_id bigint;
begin
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', url || coalesce('?' || query, ''), headers, convert_to(body::text, 'utf8'), timeout_milliseconds)
  returning id into request_id;
  return request_id;
end
$$;
