MATLAB documentation: https://www.mathworks.com/help/releases/R2021a/matlab/ref/fieldnames.html
Expected output copied from the R2021a page's example (Live Editor form converted to the Command Window's as for the other scripts; a 1×100 row shows as its size).
