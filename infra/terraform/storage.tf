# Uploaded photos and videos (AZURE_STORAGE_CONNECTION_STRING): any instance may process any upload.
resource "azurerm_storage_account" "uploads" {
  name                            = substr("st${local.compact}up", 0, 24)
  location                        = azurerm_resource_group.main.location
  resource_group_name             = azurerm_resource_group.main.name
  account_tier                    = "Standard"
  account_replication_type        = "ZRS"
  min_tls_version                 = "TLS1_2"
  allow_nested_items_to_be_public = false
  https_traffic_only_enabled      = true

  blob_properties {
    delete_retention_policy {
      days = 7
    }
    container_delete_retention_policy {
      days = 7
    }
  }

  tags = local.tags
}

resource "azurerm_storage_container" "uploads" {
  name                  = "repair-media"
  storage_account_id    = azurerm_storage_account.uploads.id
  container_access_type = "private"
}

# Media are read while a repair is analysed and rarely after: cool tier after a month, deleted after a year.
resource "azurerm_storage_management_policy" "uploads" {
  storage_account_id = azurerm_storage_account.uploads.id

  rule {
    name    = "repair-media-lifecycle"
    enabled = true
    filters {
      prefix_match = ["${azurerm_storage_container.uploads.name}/"]
      blob_types   = ["blockBlob"]
    }
    actions {
      base_blob {
        tier_to_cool_after_days_since_modification_greater_than = var.upload_cool_after_days
        delete_after_days_since_modification_greater_than       = var.upload_delete_after_days
      }
      snapshot {
        delete_after_days_since_creation_greater_than = 7
      }
    }
  }
}
