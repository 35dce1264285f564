output "app_default_hostname" {
  description = "Point the public host name's CNAME here, and add the asuid TXT record below."
  value       = azurerm_container_app.server.ingress[0].fqdn
}

output "custom_domain_verification_id" {
  description = "Value of the TXT record asuid.<public_hostname>."
  value       = azurerm_container_app.server.custom_domain_verification_id
}

output "admin_remote_url" {
  description = "ADMIN_REMOTE_URL as the server receives it."
  value       = local.app_settings.ADMIN_REMOTE_URL
}

output "admin_static_storage_account" {
  description = "Upload the admin build here (container $web)."
  value       = azurerm_storage_account.admin.name
}

output "llm_endpoint" {
  description = "LLM_ENDPOINT as the server receives it: the Azure OpenAI account the instruction writer calls."
  value       = azurerm_cognitive_account.openai.endpoint
}

output "key_vault_name" {
  description = "Set the operator secrets here (oidc-client-secret, stripe-secret-key, stripe-webhook-secret)."
  value       = azurerm_key_vault.main.name
}

output "postgresql_fqdn" {
  value = azurerm_postgresql_flexible_server.main.fqdn
}
