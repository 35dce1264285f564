# The instruction writer (INSTRUCTION_WRITER_ADAPTER=azure-openai, LLM_*): an Azure OpenAI account with one deployment of a
# vision-capable model, which receives the photo or video frames and writes the repair grounded in the knowledge
# base. Its key reaches the app from Key Vault (secrets.tf) like every other secret.
resource "azurerm_cognitive_account" "openai" {
  name                  = "oai-${local.name}"
  location              = var.openai_location
  resource_group_name   = azurerm_resource_group.main.name
  kind                  = "OpenAI"
  sku_name              = "S0"
  custom_subdomain_name = "oai-${local.name}" # the endpoint https://oai-<name>.openai.azure.com/
  tags                  = local.tags
}

resource "azurerm_cognitive_deployment" "writer" {
  name                 = "repair-writer" # LLM_MODEL: Azure addresses a deployment, not a model
  cognitive_account_id = azurerm_cognitive_account.openai.id
  # A new model version writes differently: it is rolled out by changing openai_model_version, after a test.
  version_upgrade_option = "NoAutoUpgrade"

  model {
    format  = "OpenAI"
    name    = var.openai_model_name
    version = var.openai_model_version
  }

  sku {
    name     = var.openai_deployment_type
    capacity = var.openai_capacity
  }
}

# Optional: Azure AI Vision adds tags, objects and label text (and a caption where the region offers it) to what the
# writer reads. The vision model sees the pictures itself, so this is off unless azure_vision_enabled is set.
resource "azurerm_cognitive_account" "vision" {
  count                 = var.azure_vision_enabled ? 1 : 0
  name                  = "cv-${local.name}"
  location              = var.azure_vision_location
  resource_group_name   = azurerm_resource_group.main.name
  kind                  = "ComputerVision"
  sku_name              = "S1"
  custom_subdomain_name = "cv-${local.name}"
  tags                  = local.tags
}

locals {
  # The app's settings and secrets that exist only with Azure AI Vision (app.tf adds them to the container).
  vision_settings = var.azure_vision_enabled ? tomap({
    AZURE_VISION_ENDPOINT = azurerm_cognitive_account.vision[0].endpoint
    AZURE_VISION_FEATURES = var.azure_vision_features
  }) : tomap({})
  vision_secrets = var.azure_vision_enabled ? tomap({ AZURE_VISION_KEY = "azure-vision-key" }) : tomap({})
}
