# Every secret the server reads reaches it from Key Vault through the app's managed identity; the container
# app references the versionless secret, so a rotated value is picked up by the next revision or restart.
resource "azurerm_key_vault" "main" {
  name                       = substr("kv-${local.compact}", 0, 24)
  location                   = azurerm_resource_group.main.location
  resource_group_name        = azurerm_resource_group.main.name
  tenant_id                  = data.azurerm_client_config.current.tenant_id
  sku_name                   = "standard"
  rbac_authorization_enabled = true
  purge_protection_enabled   = true
  soft_delete_retention_days = 90
  tags                       = local.tags
}

# Whoever runs Terraform writes the generated secrets; the app only reads.
resource "azurerm_role_assignment" "deployer_secrets" {
  scope                = azurerm_key_vault.main.id
  role_definition_name = "Key Vault Secrets Officer"
  principal_id         = data.azurerm_client_config.current.object_id
}

resource "azurerm_role_assignment" "app_secrets" {
  scope                = azurerm_key_vault.main.id
  role_definition_name = "Key Vault Secrets User"
  principal_id         = azurerm_user_assigned_identity.app.principal_id
}

# Secrets Terraform can derive from what it creates.
locals {
  generated_secrets = {
    "database-url"                          = "postgresql://${azurerm_postgresql_flexible_server.main.administrator_login}:${random_password.postgresql.result}@${azurerm_postgresql_flexible_server.main.fqdn}:5432/${azurerm_postgresql_flexible_server_database.app.name}?sslmode=require"
    "azure-storage-connection-string"       = azurerm_storage_account.uploads.primary_connection_string
    "azure-communication-connection-string" = azurerm_communication_service.main.primary_connection_string
    "llm-api-key"                           = azurerm_cognitive_account.openai.primary_access_key
    "personal-data-hash-key"                = random_password.personal_data_hash_key.result
  }

  # Secrets that come from outside Azure. Terraform creates each with a placeholder and never overwrites it;
  # an operator sets the real value (docs/operations.md, "Secrets"), so it never enters the Terraform state.
  operator_secrets = ["oidc-client-secret", "stripe-secret-key", "stripe-webhook-secret"]
}

# Keys the hashes of deleted accounts' e-mails (PERSONAL_DATA_HASH_KEY). Never rotate it: the hashes made with
# the old key stop matching, and those addresses would get free fixes again.
resource "random_password" "personal_data_hash_key" {
  length  = 64
  special = false
}

resource "azurerm_key_vault_secret" "generated" {
  for_each     = local.generated_secrets
  name         = each.key
  value        = each.value
  key_vault_id = azurerm_key_vault.main.id
  depends_on   = [azurerm_role_assignment.deployer_secrets]
}

# Only with Azure AI Vision (ai.tf): a secret of its own, since the generated ones exist in every deployment.
resource "azurerm_key_vault_secret" "vision" {
  count        = var.azure_vision_enabled ? 1 : 0
  name         = "azure-vision-key"
  value        = azurerm_cognitive_account.vision[0].primary_access_key
  key_vault_id = azurerm_key_vault.main.id
  depends_on   = [azurerm_role_assignment.deployer_secrets]
}

resource "azurerm_key_vault_secret" "operator" {
  for_each     = toset(local.operator_secrets)
  name         = each.key
  value        = "set-with-az-keyvault-secret-set"
  key_vault_id = azurerm_key_vault.main.id
  depends_on   = [azurerm_role_assignment.deployer_secrets]

  lifecycle {
    ignore_changes = [value]
  }
}
