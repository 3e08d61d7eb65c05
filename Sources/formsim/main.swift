import FormSimCLI
