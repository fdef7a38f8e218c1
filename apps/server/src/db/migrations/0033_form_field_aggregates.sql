-- hand-written: version 1 of each form is the catalogue's, written at start-up when missing
-- (decision 058); a database that has it already gets the stocks' aggregation kinds the catalogue
-- now gives (decision 088), each only where the field is still the one the catalogue had there.
-- Versions published in the designer keep what their author chose.
UPDATE "form_definitions" SET "definition" = jsonb_set("definition", '{sections,0,tables,0,columns,0,aggregate}', '"last"')
  WHERE "code" = 'HSE_FRM_1' AND "version" = 1 AND "definition" #>> '{sections,0,tables,0,columns,0,key}' = 'headcount';
--> statement-breakpoint
UPDATE "form_definitions" SET "definition" = jsonb_set("definition", '{sections,0,tables,0,columns,0,aggregate}', '"last"')
  WHERE "code" = 'HSE_FRM_3' AND "version" = 1 AND "definition" #>> '{sections,0,tables,0,columns,0,key}' = 'vehicles';
--> statement-breakpoint
UPDATE "form_definitions" SET "definition" = jsonb_set("definition", '{sections,0,fields,0,aggregate}', '"last"')
  WHERE "code" = 'HSE_FRM_5' AND "version" = 1 AND "definition" #>> '{sections,0,fields,0,key}' = 'facilities';
--> statement-breakpoint
UPDATE "form_definitions" SET "definition" = jsonb_set("definition", '{sections,0,fields,0,aggregate}', '"last"')
  WHERE "code" = 'HSE_FRM_6' AND "version" = 1 AND "definition" #>> '{sections,0,fields,0,key}' = 'exposed';
--> statement-breakpoint
UPDATE "form_definitions" SET "definition" = jsonb_set("definition", '{sections,0,tables,0,columns,1,aggregate}', '"first"')
  WHERE "code" = 'HSE_FRM_11' AND "version" = 1 AND "definition" #>> '{sections,0,tables,0,columns,1,key}' = 'stock';
--> statement-breakpoint
UPDATE "form_definitions" SET "definition" = jsonb_set("definition", '{sections,0,fields,1,aggregate}', '"last"')
  WHERE "code" = 'HSE_FRM_16' AND "version" = 1 AND "definition" #>> '{sections,0,fields,1,key}' = 'sources';
--> statement-breakpoint
UPDATE "form_definitions" SET "definition" = jsonb_set("definition", '{sections,1,tables,0,columns,0,aggregate}', '"last"')
  WHERE "code" = 'HSE_FRM_16' AND "version" = 1 AND "definition" #>> '{sections,1,tables,0,columns,0,key}' = 'limit_year';
--> statement-breakpoint
UPDATE "form_definitions" SET "definition" = jsonb_set("definition", '{sections,1,tables,0,columns,2,aggregate}', '"last"')
  WHERE "code" = 'HSE_FRM_16' AND "version" = 1 AND "definition" #>> '{sections,1,tables,0,columns,2,key}' = 'actual_ytd';
--> statement-breakpoint
UPDATE "form_definitions" SET "definition" = jsonb_set("definition", '{sections,0,tables,0,columns,0,aggregate}', '"first"')
  WHERE "code" = 'HSE_FRM_19' AND "version" = 1 AND "definition" #>> '{sections,0,tables,0,columns,0,key}' = 'stored_start';
--> statement-breakpoint
UPDATE "form_definitions" SET "definition" = jsonb_set("definition", '{sections,1,fields,0,aggregate}', '"first"')
  WHERE "code" = 'HSE_FRM_20' AND "version" = 1 AND "definition" #>> '{sections,1,fields,0,key}' = 'area_start';
--> statement-breakpoint
UPDATE "form_definitions" SET "definition" = jsonb_set("definition", '{sections,0,tables,0,columns,0,aggregate}', '"last"')
  WHERE "code" = 'HSE_FRM_22' AND "version" = 1 AND "definition" #>> '{sections,0,tables,0,columns,0,key}' = 'plan_year';
--> statement-breakpoint
UPDATE "form_definitions" SET "definition" = jsonb_set("definition", '{sections,0,tables,0,columns,3,aggregate}', '"last"')
  WHERE "code" = 'HSE_FRM_22' AND "version" = 1 AND "definition" #>> '{sections,0,tables,0,columns,3,key}' = 'actual_ytd';
