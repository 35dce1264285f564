# Azure Communication Services Email (AZURE_COMMUNICATION_CONNECTION_STRING, EMAIL_SENDER_ADDRESS). The
# Azure-managed domain works at once; link a custom domain (SPF, DKIM records) before launch.
resource "azurerm_email_communication_service" "main" {
  name                = "ecs-${local.name}"
  resource_group_name = azurerm_resource_group.main.name
  data_location       = "Canada"
  tags                = local.tags
}

resource "azurerm_email_communication_service_domain" "managed" {
  name              = "AzureManagedDomain"
  email_service_id  = azurerm_email_communication_service.main.id
  domain_management = "AzureManaged"
}

resource "azurerm_communication_service" "main" {
  name                = "acs-${local.name}"
  resource_group_name = azurerm_resource_group.main.name
  data_location       = "Canada"
  tags                = local.tags
}

resource "azurerm_communication_service_email_domain_association" "main" {
  communication_service_id = azurerm_communication_service.main.id
  email_service_domain_id  = azurerm_email_communication_service_domain.managed.id
}
