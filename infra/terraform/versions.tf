# RepairLens on Azure. `terraform init && terraform apply -var-file=production.tfvars` from this folder;
# docs/operations.md walks through the first deployment, secrets and rollouts.
terraform {
  required_version = ">= 1.9"

  required_providers {
    azurerm = {
      source  = "hashicorp/azurerm"
      version = "~> 4.14"
    }
    random = {
      source  = "hashicorp/random"
      version = "~> 3.6"
    }
  }

  # State lives in a storage account created once by hand (or by a bootstrap run), never on a laptop.
  backend "azurerm" {}
}

provider "azurerm" {
  features {
    key_vault {
      # Secrets deleted by a plan stay recoverable for the vault's retention period.
      purge_soft_delete_on_destroy = false
    }
  }
}

data "azurerm_client_config" "current" {}
