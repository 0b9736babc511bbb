/// <reference types="@modern-js/app-tools/types" />
