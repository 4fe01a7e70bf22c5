-- Issue 18 item 11: REPORTED TICKETS filtered by a category and searched ("carpentry", "door")
-- went through the landlord's trigram keys, which cannot narrow by category: 1,874 candidates
-- of "door" were read from the table for 625 carpentry ones (p95 31 ms at 20 connections,
-- target 25). A category narrows a landlord's 10,000 requests to about a ninth, and this index
-- holds everything the list filters on and the lower-cased search text, so a category's list,
-- searched or not, is read from the index alone, already in the list's order
-- (services/maintenanceList.ts chooses it over the search keys when a category is given).
CREATE INDEX "maintenance_requests_landlord_category_idx" ON "maintenance_requests"
  ("landlord_id", "category", "created_at" DESC, "id")
  INCLUDE ("status", "priority", "property_id", "assignee_id", "deadline_at", "search_text")
  WHERE "deleted_at" IS NULL;
