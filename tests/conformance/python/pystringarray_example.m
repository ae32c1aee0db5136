mla = ["sandwich" "salad" missing; "samosa" "soup" "sushi"];
npa = pystringarray(mla)
back = string(npa);
disp(size(back))
