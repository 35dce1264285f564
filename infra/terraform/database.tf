# Azure Database for PostgreSQL: the application data, sessions, rate-limit counters and the job queue (pg-boss
# schema) share one database, so every instance sees the same state.
resource "random_password" "postgresql" {
  length  = 40
  special = false
}

resource "azurerm_postgresql_flexible_server" "main" {
  name                         = "psql-${local.name}"
  location                     = azurerm_resource_group.main.location
  resource_group_name          = azurerm_resource_group.main.name
  version                      = "16"
  sku_name                     = var.postgresql_sku
  storage_mb                   = var.postgresql_storage_mb
  auto_grow_enabled            = true
  backup_retention_days        = var.backup_retention_days
  geo_redundant_backup_enabled = true
  administrator_login          = "repairlens"
  administrator_password       = random_password.postgresql.result
  # Reachable only from the private network (network.tf): no public endpoint, so no firewall rules to get wrong.
  public_network_access_enabled = false
  delegated_subnet_id           = azurerm_subnet.postgresql.id
  private_dns_zone_id           = azurerm_private_dns_zone.postgresql.id
  zone                          = "1"

  dynamic "high_availability" {
    for_each = var.postgresql_high_availability ? [1] : []
    content {
      mode                      = "ZoneRedundant"
      standby_availability_zone = "2"
    }
  }

  tags       = local.tags
  depends_on = [azurerm_private_dns_zone_virtual_network_link.postgresql]
}

# The server parameters set away from Azure's defaults.
resource "azurerm_postgresql_flexible_server_configuration" "parameter" {
  for_each = {
    # Sessions, ledger and jobs are all SQL: each instance opens up to DATABASE_POOL_MAX + JOBS_POOL_MAX connections.
    max_connections          = tostring(max(100, var.max_replicas * (var.database_pool_max + var.jobs_pool_max) + 20))
    require_secure_transport = "on"
  }
  name      = each.key
  server_id = azurerm_postgresql_flexible_server.main.id
  value     = each.value
}

# The parameters were one resource each before; these keep them in place under their for_each addresses.
moved {
  from = azurerm_postgresql_flexible_server_configuration.max_connections
  to   = azurerm_postgresql_flexible_server_configuration.parameter["max_connections"]
}

moved {
  from = azurerm_postgresql_flexible_server_configuration.require_tls
  to   = azurerm_postgresql_flexible_server_configuration.parameter["require_secure_transport"]
}

resource "azurerm_postgresql_flexible_server_database" "app" {
  name      = "repairlens"
  server_id = azurerm_postgresql_flexible_server.main.id
  charset   = "UTF8"
  collation = "en_US.utf8"
}
