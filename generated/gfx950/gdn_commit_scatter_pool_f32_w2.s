; deltagen generated file: do not edit. Regenerate with `cargo xtask gen`.
; kernel: gdn_commit_scatter  instance: gdn_commit_scatter_pool_f32_w2  arch: gfx950
; profile=portable  dtype=f32  warps=2
; ir-sha256: 865253f9fd9c3101abb9f2ea154785cebd03279f619cd7b143f0ce4cef31f271
; llvm: 22.1  pipeline: default<O3>  ld.lld: LLVM 22.1
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.globl	gdn_commit_scatter_pool_f32_w2
	.p2align	8
	.type	gdn_commit_scatter_pool_f32_w2,@function
gdn_commit_scatter_pool_f32_w2:
	s_load_dwordx4 s[36:39], s[0:1], 0x3c
	s_load_dwordx8 s[8:15], s[0:1], 0x0
	s_load_dwordx8 s[24:31], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	s_abs_i32 s30, s3
	s_load_dwordx2 s[6:7], s[0:1], 0x70
	s_load_dwordx8 s[16:23], s[0:1], 0x50
	s_abs_i32 s5, s36
	v_cvt_f32_u32_e32 v1, s5
	s_sub_i32 s33, 0, s5
	s_xor_b32 s31, s3, s36
	s_ashr_i32 s31, s31, 31
	v_rcp_iflag_f32_e32 v1, v1
	s_nop 0
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	v_cvt_u32_f32_e32 v1, v1
	s_nop 0
	v_readfirstlane_b32 s34, v1
	s_mul_i32 s33, s33, s34
	s_mul_hi_u32 s33, s34, s33
	s_add_i32 s34, s34, s33
	s_mul_hi_u32 s33, s30, s34
	s_mul_i32 s34, s33, s5
	s_sub_i32 s30, s30, s34
	s_add_i32 s35, s33, 1
	s_sub_i32 s34, s30, s5
	s_cmp_ge_u32 s30, s5
	s_cselect_b32 s33, s35, s33
	s_cselect_b32 s30, s34, s30
	s_add_i32 s34, s33, 1
	s_cmp_ge_u32 s30, s5
	s_cselect_b32 s5, s34, s33
	s_xor_b32 s5, s5, s31
	s_sub_i32 s5, s5, s31
	s_mul_i32 s30, s5, s36
	s_sub_i32 s34, s3, s30
	s_ashr_i32 s35, s34, 31
	s_cmp_eq_u32 s5, 0
	s_cselect_b64 s[30:31], -1, 0
	s_lshl_b64 s[34:35], s[34:35], 2
	s_add_u32 s12, s12, s34
	s_addc_u32 s13, s13, s35
	s_load_dword s3, s[12:13], 0x0
	s_add_u32 s12, s26, s34
	s_addc_u32 s13, s27, s35
	s_load_dword s33, s[12:13], 0x0
	s_add_u32 s12, s24, s34
	s_addc_u32 s13, s25, s35
	s_load_dword s36, s[12:13], 0x0
	s_add_u32 s12, s28, s34
	s_addc_u32 s13, s29, s35
	s_load_dword s40, s[12:13], 0x0
	s_add_u32 s12, s14, s34
	s_addc_u32 s13, s15, s35
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s36, -1
	s_load_dword s5, s[12:13], 0x0
	s_cselect_b64 s[12:13], -1, 0
	s_cmp_ge_i32 s36, s39
	s_cselect_b64 s[14:15], -1, 0
	s_cmp_gt_i32 s3, -1
	s_cselect_b64 s[24:25], -1, 0
	s_cmp_lt_i32 s3, s37
	s_cselect_b64 s[26:27], -1, 0
	s_and_b64 s[24:25], s[24:25], s[26:27]
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s5, -1
	s_cselect_b64 s[26:27], -1, 0
	s_cmp_lt_i32 s5, s38
	s_cselect_b64 s[28:29], -1, 0
	s_and_b64 s[26:27], s[26:27], s[28:29]
	s_cmp_gt_i32 s40, -1
	s_cselect_b64 s[34:35], -1, 0
	s_cmp_lt_i32 s33, 0
	s_cselect_b64 s[28:29], -1, 0
	s_cmp_ge_i32 s33, s37
	s_cselect_b64 s[38:39], -1, 0
	s_or_b64 s[28:29], s[28:29], s[38:39]
	s_cmp_gt_i32 s40, s36
	s_cselect_b64 s[38:39], -1, 0
	s_or_b64 s[28:29], s[28:29], s[38:39]
	s_and_b64 s[28:29], s[34:35], s[28:29]
	s_nor_b64 s[38:39], s[14:15], s[28:29]
	s_or_b64 s[34:35], s[30:31], s[34:35]
	s_and_b64 s[34:35], s[34:35], s[38:39]
	s_and_b64 s[34:35], s[12:13], s[34:35]
	s_and_b64 s[34:35], s[24:25], s[34:35]
	s_and_b64 s[34:35], s[26:27], s[34:35]
	s_andn2_b64 vcc, exec, s[34:35]
	s_mov_b64 s[34:35], -1
	s_cbranch_vccnz .LBB0_3
	s_andn2_b64 vcc, exec, s[34:35]
	s_cbranch_vccz .LBB0_21
.LBB0_2:
	s_endpgm
.LBB0_3:
	s_load_dword s37, s[0:1], 0x78
	s_xor_b64 s[24:25], s[24:25], -1
	s_xor_b64 s[34:35], s[26:27], -1
	s_and_b64 s[26:27], s[12:13], s[14:15]
	s_and_b64 s[24:25], s[12:13], s[24:25]
	s_and_b64 s[14:15], s[12:13], s[34:35]
	s_and_b64 s[12:13], s[12:13], s[28:29]
	s_or_b64 s[28:29], s[26:27], s[24:25]
	s_or_b64 s[28:29], s[28:29], s[14:15]
	s_or_b64 s[28:29], s[12:13], s[28:29]
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s37, 0
	s_cselect_b64 s[34:35], -1, 0
	s_and_b64 s[28:29], s[34:35], s[28:29]
	s_and_b64 vcc, exec, s[28:29]
	s_cbranch_vccz .LBB0_20
	s_andn2_b64 vcc, exec, s[26:27]
	s_cbranch_vccz .LBB0_11
	s_andn2_b64 vcc, exec, s[24:25]
	s_cbranch_vccz .LBB0_14
.LBB0_6:
	s_andn2_b64 vcc, exec, s[14:15]
	s_cbranch_vccz .LBB0_17
.LBB0_7:
	s_andn2_b64 vcc, exec, s[12:13]
	s_cbranch_vccnz .LBB0_20
.LBB0_8:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[12:13], vcc
	s_xor_b64 s[12:13], exec, s[12:13]
	s_cbranch_execz .LBB0_10
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 32
	global_atomic_or v1, v2, s[6:7]
.LBB0_10:
	s_or_b64 exec, exec, s[12:13]
	s_cbranch_execnz .LBB0_2
	s_branch .LBB0_21
.LBB0_11:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[26:27], vcc
	s_cbranch_execz .LBB0_13
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 16
	global_atomic_or v1, v2, s[6:7]
.LBB0_13:
	s_or_b64 exec, exec, s[26:27]
	s_andn2_b64 vcc, exec, s[24:25]
	s_cbranch_vccnz .LBB0_6
.LBB0_14:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[24:25], vcc
	s_cbranch_execz .LBB0_16
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 4
	global_atomic_or v1, v2, s[6:7]
.LBB0_16:
	s_or_b64 exec, exec, s[24:25]
	s_andn2_b64 vcc, exec, s[14:15]
	s_cbranch_vccnz .LBB0_7
.LBB0_17:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[14:15], vcc
	s_cbranch_execz .LBB0_19
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 8
	global_atomic_or v1, v2, s[6:7]
.LBB0_19:
	s_or_b64 exec, exec, s[14:15]
	s_andn2_b64 vcc, exec, s[12:13]
	s_cbranch_vccz .LBB0_8
.LBB0_20:
	s_cbranch_execnz .LBB0_2
.LBB0_21:
	s_load_dword s6, s[0:1], 0x4c
	s_and_b64 s[0:1], s[30:31], exec
	s_cselect_b32 s0, s36, s40
	s_cselect_b32 s24, s3, s33
	s_ashr_i32 s12, s4, 31
	s_mul_hi_u32 s1, s16, s4
	s_mul_i32 s13, s16, s12
	s_ashr_i32 s7, s24, 31
	s_add_i32 s1, s1, s13
	s_mul_i32 s13, s17, s4
	s_add_i32 s1, s1, s13
	s_mul_i32 s7, s18, s7
	s_mul_hi_u32 s13, s18, s24
	s_add_i32 s7, s13, s7
	s_mul_i32 s13, s19, s24
	s_add_i32 s7, s7, s13
	s_mul_hi_u32 s13, s20, s4
	s_mul_i32 s12, s20, s12
	s_add_i32 s12, s13, s12
	s_mul_i32 s13, s21, s4
	s_add_i32 s13, s12, s13
	s_mul_i32 s12, s20, s4
	s_mul_i32 s14, s23, s5
	s_mul_hi_u32 s15, s22, s5
	s_ashr_i32 s3, s2, 31
	s_add_i32 s15, s15, s14
	s_lshl_b64 s[12:13], s[12:13], 2
	s_mul_i32 s14, s22, s5
	s_waitcnt lgkmcnt(0)
	s_mul_hi_i32 s21, s6, s0
	s_mul_i32 s20, s6, s0
	s_add_u32 s0, s10, s12
	s_addc_u32 s5, s11, s13
	s_lshl_b64 s[10:11], s[14:15], 2
	s_add_u32 s0, s0, s10
	s_addc_u32 s5, s5, s11
	s_lshl_b64 s[10:11], s[20:21], 16
	s_add_u32 s10, s0, s10
	s_addc_u32 s11, s5, s11
	s_lshl_b64 s[2:3], s[2:3], 12
	v_lshl_or_b32 v0, v0, 4, s2
	v_mov_b32_e32 v1, s3
	v_lshl_add_u64 v[2:3], s[10:11], 0, v[0:1]
	global_load_dwordx4 v[4:7], v[2:3], off
	global_load_dwordx4 v[8:11], v[2:3], off offset:2048
	s_mul_i32 s0, s16, s4
	s_lshl_b64 s[0:1], s[0:1], 2
	s_mul_i32 s6, s18, s24
	s_add_u32 s2, s8, s0
	s_addc_u32 s3, s9, s1
	s_lshl_b64 s[0:1], s[6:7], 2
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[0:1]
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v[0:1], v[4:7], off
	s_waitcnt vmcnt(1)
	global_store_dwordx4 v[0:1], v[8:11], off offset:2048
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gdn_commit_scatter_pool_f32_w2
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 124
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 41
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	gdn_commit_scatter_pool_f32_w2, .Lfunc_end0-gdn_commit_scatter_pool_f32_w2

	.set gdn_commit_scatter_pool_f32_w2.num_vgpr, 12
	.set gdn_commit_scatter_pool_f32_w2.num_agpr, 0
	.set gdn_commit_scatter_pool_f32_w2.numbered_sgpr, 41
	.set gdn_commit_scatter_pool_f32_w2.num_named_barrier, 0
	.set gdn_commit_scatter_pool_f32_w2.private_seg_size, 0
	.set gdn_commit_scatter_pool_f32_w2.uses_vcc, 1
	.set gdn_commit_scatter_pool_f32_w2.uses_flat_scratch, 0
	.set gdn_commit_scatter_pool_f32_w2.has_dyn_sized_stack, 0
	.set gdn_commit_scatter_pool_f32_w2.has_recursion, 0
	.set gdn_commit_scatter_pool_f32_w2.has_indirect_call, 0
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .name:           pool
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           inter
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           slot_indices
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           row_indices
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           step_indices
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           track_slots
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           track_steps
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
      - .name:           num_layers
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           num_requests
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           num_slots
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           num_rows
        .offset:         68
        .size:           4
        .value_kind:     by_value
      - .name:           num_steps
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           num_v_heads
        .offset:         76
        .size:           4
        .value_kind:     by_value
      - .name:           pool_layer_pitch
        .offset:         80
        .size:           8
        .value_kind:     by_value
      - .name:           pool_slot_pitch
        .offset:         88
        .size:           8
        .value_kind:     by_value
      - .name:           inter_layer_pitch
        .offset:         96
        .size:           8
        .value_kind:     by_value
      - .name:           inter_row_pitch
        .offset:         104
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .name:           diagnostics
        .offset:         112
        .size:           8
        .value_kind:     global_buffer
      - .name:           diagnostics_on
        .offset:         120
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 124
    .max_flat_workgroup_size: 128
    .name:           gdn_commit_scatter_pool_f32_w2
    .private_segment_fixed_size: 0
    .sgpr_count:     47
    .sgpr_spill_count: 0
    .symbol:         gdn_commit_scatter_pool_f32_w2.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
