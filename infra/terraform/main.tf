locals {
  name         = "repairlens-${var.environment}"
  compact      = "repairlens${var.environment}" # for resources whose names allow no dashes
  public_url   = "https://${var.public_hostname}"
  admin_origin = "https://${azurerm_cdn_frontdoor_endpoint.admin.host_name}"
  tags         = merge({ application = "repairlens", environment = var.environment }, var.tags)
}

resource "azurerm_resource_group" "main" {
  name     = "rg-${local.name}"
  location = var.location
  tags     = local.tags
}

resource "azurerm_log_analytics_workspace" "main" {
  name                = "log-${local.name}"
  location            = azurerm_resource_group.main.location
  resource_group_name = azurerm_resource_group.main.name
  sku                 = "PerGB2018"
  retention_in_days   = 30
  tags                = local.tags
}

# The server's identity: reads Key Vault secrets and pulls the image, with no credential of its own.
resource "azurerm_user_assigned_identity" "app" {
  name                = "id-${local.name}"
  location            = azurerm_resource_group.main.location
  resource_group_name = azurerm_resource_group.main.name
  tags                = local.tags
}
