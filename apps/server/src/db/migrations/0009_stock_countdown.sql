-- Stock countdown (docs/API.md "Stock"): every INSERT into m_dish_status (ORDER KE PRODUKSI, a Ganti Baru
-- replacement) takes its units from today's counted stock (m_stock row of the item for the Asia/Jakarta
-- date with m_stock_sisa not null). The rows are locked in item order first, so two tills sending the
-- last unit at once run one after the other and the second is refused: SQLSTATE WRSTK, DETAIL
-- {"menu": name, "sisa": units left}, which the server turns into 409 "Stok {menu} habis" /
-- "Stok {menu} tinggal {sisa}" (plugins/errors.ts). The whole statement, and its transaction, roll back.
CREATE FUNCTION waroeng_stock_take() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  today date := (now() at time zone 'Asia/Jakarta')::date;
  short record;
  changed json;
BEGIN
  PERFORM 1 FROM m_stock s
    WHERE s.m_stock_tanggal = today AND s.m_stock_sisa IS NOT NULL
      AND s.m_menu_id IN (SELECT m_dish_status_menu_id FROM new_rows)
    ORDER BY s.m_menu_id FOR UPDATE;
  SELECT m.m_menu_nama AS menu, s.m_stock_sisa AS sisa INTO short
    FROM m_stock s
    JOIN (SELECT m_dish_status_menu_id AS menu_id, count(*) AS n FROM new_rows GROUP BY 1) d ON d.menu_id = s.m_menu_id
    JOIN m_menu m ON m.m_menu_id = s.m_menu_id
    WHERE s.m_stock_tanggal = today AND s.m_stock_sisa IS NOT NULL AND s.m_stock_sisa < d.n
    ORDER BY s.m_menu_id LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'WRSTK', MESSAGE = 'stock not enough',
      DETAIL = json_build_object('menu', short.menu, 'sisa', short.sisa)::text;
  END IF;
  WITH upd AS (
    UPDATE m_stock s SET m_stock_sisa = s.m_stock_sisa - d.n, updated_at = now()
      FROM (SELECT m_dish_status_menu_id AS menu_id, count(*) AS n FROM new_rows GROUP BY 1) d
      WHERE d.menu_id = s.m_menu_id AND s.m_stock_tanggal = today AND s.m_stock_sisa IS NOT NULL
      RETURNING s.m_w_id, s.m_menu_id
  )
  -- The `stock` live event (plugins/realtime.ts), sent on commit: screens listing these menus refetch.
  SELECT json_build_object('topic', 'stock', 'menuTypeIds', json_agg(DISTINCT m.m_menu_m_menu_jenis_id), 'outletId', min(upd.m_w_id))
    INTO changed FROM upd JOIN m_menu m ON m.m_menu_id = upd.m_menu_id HAVING count(*) > 0;
  IF changed IS NOT NULL THEN
    PERFORM pg_notify('waroeng_events', changed::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER m_dish_status_stock_take AFTER INSERT ON m_dish_status
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION waroeng_stock_take();
