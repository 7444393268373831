-- Supabase Vault as a project has it before any migration (supabase/vault, sql/supabase_vault--0.3.0.sql): the same
-- table, view and function signatures. The secret is kept base64-encoded where Vault encrypts it with pgsodium.
create schema vault;

create table vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default current_timestamp,
  updated_at timestamptz not null default current_timestamp
);
create unique index on vault.secrets using btree (name) where name is not null;

create view vault.decrypted_secrets as
select s.id, s.name, s.description, s.secret, convert_from(decode(s.secret, 'base64'), 'utf8') as decrypted_secret,
  s.key_id, s.nonce, s.created_at, s.updated_at
from vault.secrets s;

create function vault.create_secret(new_secret text, new_name text = null, new_description text = '', new_key_id uuid = null)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  created uuid;
begin
  insert into vault.secrets (secret, name, description)
  values (encode(convert_to(new_secret, 'utf8'), 'base64'), new_name, new_description)
  returning id into created;
  return created;
end
$$;

create function vault.update_secret(secret_id uuid, new_secret text = null, new_name text = null, new_description text = null, new_key_id uuid = null)
returns void
language plpgsql
set search_path = ''
as $$
begin
  update vault.secrets s
  set secret = coalesce(encode(convert_to(new_secret, 'utf8'), 'base64'), s.secret),
    name = coalesce(new_name, s.name),
    description = coalesce(new_description, s.description),
    updated_at = now()
  where s.id = secret_id;
end
$$;

-- The API roles every Supabase project has (the migrations revoke the enquiry tables from them).
create role anon nologin;
create role authenticated nologin;
create role service_role nologin bypassrls;
