-- One login role and one schema per service: each service owns its tables in its own schema
-- and no other role can read them (DESIGN §1). The postgres image runs this file once, on an
-- empty data volume, as the superuser; the passwords come from the container's environment
-- (compose.yaml) through psql's \getenv, so no secret is written here. Run again (e.g. after a
-- release added a service) it adds what is missing and sets each role's password to the one
-- given; it never drops anything.
\set ON_ERROR_STOP on
\set fail 'DO $$ BEGIN RAISE EXCEPTION ''a service database password is not set''; END $$;'

-- Nothing is created in, or read from, the public schema.
REVOKE ALL ON SCHEMA public FROM PUBLIC;

-- Per service: its role (made when missing, its password set), its schema, its search path.

\getenv password PORTAL_AUTH_DB_PASSWORD
\if :{?password} \else \warn PORTAL_AUTH_DB_PASSWORD is not set
:fail
\endif
SELECT 'CREATE ROLE portal_auth'
  WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'portal_auth') \gexec
ALTER ROLE portal_auth LOGIN PASSWORD :'password';
CREATE SCHEMA IF NOT EXISTS auth AUTHORIZATION portal_auth;
ALTER ROLE portal_auth SET search_path = auth;
\unset password

\getenv password PORTAL_CUSTOMER_DB_PASSWORD
\if :{?password} \else \warn PORTAL_CUSTOMER_DB_PASSWORD is not set
:fail
\endif
SELECT 'CREATE ROLE portal_customer'
  WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'portal_customer') \gexec
ALTER ROLE portal_customer LOGIN PASSWORD :'password';
CREATE SCHEMA IF NOT EXISTS customer AUTHORIZATION portal_customer;
ALTER ROLE portal_customer SET search_path = customer;
\unset password

\getenv password PORTAL_MESSAGE_DB_PASSWORD
\if :{?password} \else \warn PORTAL_MESSAGE_DB_PASSWORD is not set
:fail
\endif
SELECT 'CREATE ROLE portal_message'
  WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'portal_message') \gexec
ALTER ROLE portal_message LOGIN PASSWORD :'password';
CREATE SCHEMA IF NOT EXISTS message AUTHORIZATION portal_message;
ALTER ROLE portal_message SET search_path = message;
\unset password

\getenv password PORTAL_CONTENT_DB_PASSWORD
\if :{?password} \else \warn PORTAL_CONTENT_DB_PASSWORD is not set
:fail
\endif
SELECT 'CREATE ROLE portal_content'
  WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'portal_content') \gexec
ALTER ROLE portal_content LOGIN PASSWORD :'password';
CREATE SCHEMA IF NOT EXISTS content AUTHORIZATION portal_content;
ALTER ROLE portal_content SET search_path = content;
\unset password

\getenv password PORTAL_REFERENCE_DB_PASSWORD
\if :{?password} \else \warn PORTAL_REFERENCE_DB_PASSWORD is not set
:fail
\endif
SELECT 'CREATE ROLE portal_reference'
  WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'portal_reference') \gexec
ALTER ROLE portal_reference LOGIN PASSWORD :'password';
CREATE SCHEMA IF NOT EXISTS reference AUTHORIZATION portal_reference;
ALTER ROLE portal_reference SET search_path = reference;
\unset password

\getenv password PORTAL_BACKOFFICE_DB_PASSWORD
\if :{?password} \else \warn PORTAL_BACKOFFICE_DB_PASSWORD is not set
:fail
\endif
SELECT 'CREATE ROLE portal_backoffice'
  WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'portal_backoffice') \gexec
ALTER ROLE portal_backoffice LOGIN PASSWORD :'password';
CREATE SCHEMA IF NOT EXISTS backoffice AUTHORIZATION portal_backoffice;
ALTER ROLE portal_backoffice SET search_path = backoffice;
\unset password

-- A migration starts with `CREATE SCHEMA IF NOT EXISTS <its schema>`, which PostgreSQL checks
-- against CREATE on the database even when the schema exists. A role can then create further
-- schemas, but still reads only the schema it owns.
SELECT format(
  'GRANT CREATE ON DATABASE %I TO portal_auth, portal_customer, portal_message, '
  'portal_content, portal_reference, portal_backoffice',
  current_database()
) \gexec
